import { assertAccess, Principal } from '../auth/principal';
import type { ReportRepository } from '../ports/report-repository.port';
import { findCompanyReport } from './company-report';
import type { Report } from './report';

/** One report of the caller's company, with its JSON once computed. */
export class GetReport {
  constructor(private readonly reports: Pick<ReportRepository, 'find'>) {}

  async execute(principal: Principal, reportId: string): Promise<Report> {
    assertAccess(principal, 'read');
    return findCompanyReport(this.reports, principal.company.id, reportId);
  }
}
