import type { Environment } from '../companies/company';
import type { CalendarDate } from '../dates/calendar-date';
import type { DateRange } from '../dates/date-range';
import type { IncomeInsights } from './income-insights';

export type ReportLanguage = 'es' | 'en';

/** One account the report's figures come from, as the PDF lists it. */
export interface ReportSource {
  readonly platform: string;
  readonly accountId: string;
  readonly lastConnection: CalendarDate;
  readonly workedDays: number;
}

/** Everything an income insights PDF shows, in the report's language. */
export interface ReportDocument {
  readonly reportId: string;
  /** The lender that asked for the report. */
  readonly issuerCompanyName: string;
  /** `sandbox`: every page carries the band saying the data is simulated, and a sandbox certificate signs it. */
  readonly environment: Environment;
  readonly language: ReportLanguage;
  /** ISO instant; also the PDF's creation and modification date. */
  readonly issuedAt: string;
  readonly window: DateRange;
  /** The worker's external id, unmasked: the renderer masks it. */
  readonly externalId: string;
  readonly sources: readonly ReportSource[];
  readonly insights: IncomeInsights;
  /** `{PUBLIC_URL}/verify/{report_id}` */
  readonly verificationUrl: string;
  /** The exact bytes of the report's JSON, attached to the PDF as `insights.json`. */
  readonly insightsJson: Uint8Array;
  /** SHA-256 of `insightsJson`, lowercase hex. */
  readonly dataSha256: string;
}
