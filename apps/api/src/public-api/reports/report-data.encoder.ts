import type { ReportDataEncoder, ReportSnapshot } from '@gig/domain';
import { IncomeInsightsJson, presentIncomeInsights } from './income-insights.presenter';

/** A report's JSON (`insights.json`): what its PDF carries, its `data_sha256` covers and `GET /v1/reports/{id}` shows of it. */
export interface ReportDataJson {
  report_id: string;
  issuer_company: string;
  /** `sandbox`: simulated data, valid for no decision. */
  environment: 'sandbox' | 'live';
  created_at: string;
  as_of: string;
  window: { start_date: string; end_date: string };
  language: string;
  currency: string | null;
  currency_note: string | null;
  sources: { platform: string; account_id: string; last_connection: string; worked_days: number }[];
  insights: IncomeInsightsJson;
}

export function presentReportData(snapshot: ReportSnapshot): ReportDataJson {
  const { insights } = snapshot;
  return {
    report_id: snapshot.reportId,
    issuer_company: snapshot.issuerCompanyName,
    environment: snapshot.environment,
    created_at: snapshot.createdAt.toISOString(),
    as_of: insights.asOf,
    window: { start_date: snapshot.window.start, end_date: snapshot.window.end },
    language: snapshot.language,
    currency: insights.currency,
    currency_note: insights.currencyNote,
    sources: snapshot.sources.map((s) => ({ platform: s.platform, account_id: s.accountId, last_connection: s.lastConnection, worked_days: s.workedDays })),
    insights: presentIncomeInsights(insights),
  };
}

/** The JSON as UTF-8, its keys in the presenters' fixed order, without whitespace: the same snapshot, the same bytes. */
export class JsonReportDataEncoder implements ReportDataEncoder {
  encode(snapshot: ReportSnapshot): Uint8Array {
    return new Uint8Array(Buffer.from(JSON.stringify(presentReportData(snapshot)), 'utf8'));
  }
}

/** The stored JSON read back, for the answers that show its `insights`. */
export function decodeReportData(data: Uint8Array): ReportDataJson {
  return JSON.parse(Buffer.from(data).toString('utf8')) as ReportDataJson;
}
