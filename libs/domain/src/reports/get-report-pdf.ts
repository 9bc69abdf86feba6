import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { ReportRepository } from '../ports/report-repository.port';
import { findCompanyReport, reportNotFound } from './company-report';
import type { Report } from './report';

/** The PDF's exact stored bytes, or the report still being made (the caller answers "come back"). */
export type ReportPdf =
  | { readonly kind: 'pdf'; readonly report: Report; readonly pdf: Uint8Array }
  | { readonly kind: 'generating'; readonly report: Report };

/** A report's PDF; `unable_to_generate_insights_pdf` when it could not be made. */
export class GetReportPdf {
  constructor(private readonly reports: Pick<ReportRepository, 'find' | 'findPdf'>) {}

  async execute(principal: Principal, reportId: string): Promise<ReportPdf> {
    assertAccess(principal, 'read');
    const report = await findCompanyReport(this.reports, principal.company.id, reportId);
    if (report.status === 'generating') return { kind: 'generating', report };
    if (report.status === 'failed') throw new DomainError('unable_to_generate_insights_pdf', 'The PDF of this report could not be made; its JSON is kept.');
    const pdf = await this.reports.findPdf(principal.company.id, report.id);
    // Deleted between the two reads.
    if (!pdf) throw reportNotFound();
    return { kind: 'pdf', report, pdf };
  }
}
