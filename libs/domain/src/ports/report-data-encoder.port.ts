import type { Environment } from '../companies/company';
import type { DateRange } from '../dates/date-range';
import type { IncomeInsights } from '../insights/income-insights';
import type { ReportLanguage, ReportSource } from '../insights/report-document';

/** Everything a report's JSON (`insights.json`) holds; no personal data (the worker is not named). */
export interface ReportSnapshot {
  readonly reportId: string;
  readonly issuerCompanyName: string;
  readonly environment: Environment;
  readonly createdAt: Date;
  readonly language: ReportLanguage;
  readonly window: DateRange;
  readonly sources: readonly ReportSource[];
  readonly insights: IncomeInsights;
}

/**
 * Writes a report's JSON in the wire's format (the API's snake_case presenter): the bytes stored,
 * attached to the PDF and hashed to `data_sha256`. The same snapshot always gives the same bytes.
 */
export interface ReportDataEncoder {
  encode(snapshot: ReportSnapshot): Uint8Array;
}
