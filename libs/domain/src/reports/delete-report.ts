import { assertAccess, Principal } from '../auth/principal';
import type { Clock } from '../ports/clock.port';
import type { ReportRepository } from '../ports/report-repository.port';
import { isUuid } from '../users/user-ref';
import { reportNotFound } from './company-report';

/** Deletes a report and its PDF; its verification then says `revoked`. Returns its id. */
export class DeleteReport {
  constructor(private readonly deps: { readonly reports: Pick<ReportRepository, 'revoke'>; readonly clock: Clock }) {}

  async execute(principal: Principal, reportId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const id = isUuid(reportId) ? reportId.toLowerCase() : null;
    if (!id || !(await this.deps.reports.revoke(principal.company.id, id, this.deps.clock.now()))) throw reportNotFound();
    return id;
  }
}
