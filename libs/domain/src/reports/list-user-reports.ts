import { assertAccess, Principal } from '../auth/principal';
import { pageOf, PageQuery } from '../paging/page-query';
import type { ReportRepository } from '../ports/report-repository.port';
import { findCompanyUser, UserFinder } from '../users/company-user';
import type { User } from '../users/user';
import type { Report } from './report';

export interface UserReports {
  readonly user: User;
  /** Newest first. */
  readonly items: readonly Report[];
  readonly page: number;
  readonly itemsPerPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

/** A user's live reports, newest first, a page at a time (the earnings search's page sizes). */
export class ListUserReports {
  constructor(private readonly deps: { readonly users: UserFinder; readonly reports: Pick<ReportRepository, 'listForUser'> }) {}

  async execute(principal: Principal, userId: string, query: PageQuery = {}): Promise<UserReports> {
    assertAccess(principal, 'read');
    const { page, itemsPerPage } = pageOf(query);
    const user = await findCompanyUser(this.deps.users, principal.company.id, userId);
    const { items, total } = await this.deps.reports.listForUser(principal.company.id, user.id, { page, itemsPerPage });
    return { user, items, page, itemsPerPage, totalItems: total, totalPages: Math.ceil(total / itemsPerPage) };
  }
}
