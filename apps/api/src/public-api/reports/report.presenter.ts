import type { Report, UserReports } from '@gig/domain';
import type { IncomeInsightsJson } from './income-insights.presenter';
import { decodeReportData } from './report-data.encoder';

export interface ReportJson {
  report_id: string;
  /** `sandbox`: made by a sandbox company from simulated data, valid for no decision. */
  environment: 'sandbox' | 'live';
  status: string;
  status_details: string | null;
  user_id: string;
  external_id: string | null;
  language: string;
  created_at: string;
  as_of: string;
  window: { start_date: string; end_date: string };
  currency: string | null;
  currency_note: string | null;
  data_sha256: string | null;
  pdf_sha256: string | null;
  /** The stored JSON's `insights`, as it was hashed; null until computed. */
  insights: IncomeInsightsJson | null;
}

export interface ReportPageJson {
  user_id: string;
  /** Newest first. */
  reports: ReportJson[];
  pagination: { page: number; items_per_page: number; total_items: number; total_pages: number };
}

export interface DeletedReportJson {
  report_id: string;
  deleted: true;
}

export function presentReport(report: Report): ReportJson {
  return {
    report_id: report.id,
    environment: report.environment,
    status: report.status,
    status_details: report.statusDetails,
    user_id: report.userId,
    external_id: report.externalId,
    language: report.language,
    created_at: report.createdAt.toISOString(),
    as_of: report.window.end,
    window: { start_date: report.window.start, end_date: report.window.end },
    currency: report.currency,
    currency_note: report.currencyNote,
    data_sha256: report.dataSha256,
    pdf_sha256: report.pdfSha256,
    insights: report.data ? decodeReportData(report.data).insights : null,
  };
}

export function presentReportPage(page: UserReports): ReportPageJson {
  return {
    user_id: page.user.id,
    reports: page.items.map(presentReport),
    pagination: { page: page.page, items_per_page: page.itemsPerPage, total_items: page.totalItems, total_pages: page.totalPages },
  };
}
