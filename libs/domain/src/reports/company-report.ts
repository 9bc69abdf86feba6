import { DomainError } from '../errors/domain-error';
import type { ReportRepository } from '../ports/report-repository.port';
import { isUuid } from '../users/user-ref';
import type { Report } from './report';

export const reportNotFound = () => new DomainError('not_found_error', 'No report with that id in your company.');

/** The company's live report with that id; another company's, a deleted or an expired one is as absent as a missing one. */
export async function findCompanyReport(reports: Pick<ReportRepository, 'find'>, companyId: string, reportId: string): Promise<Report> {
  const report = isUuid(reportId) ? await reports.find(companyId, reportId.toLowerCase()) : null;
  if (!report) throw reportNotFound();
  return report;
}
