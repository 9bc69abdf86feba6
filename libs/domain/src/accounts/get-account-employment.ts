import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { AccountDataRepository } from '../ports/account-data-repository.port';
import { pageOf, PageQuery } from '../paging/page-query';
import type { Account } from './account';
import type { AccountEmployment } from './account-data';
import { AccountFinder, findCompanyAccount } from './company-account';

export interface GetAccountEmploymentDeps {
  readonly accounts: AccountFinder;
  readonly accountData: Pick<AccountDataRepository, 'findEmployment'>;
  readonly platforms: PlatformRegistry;
}

/** Which jobs of the history to return; the defaults and limits of the earnings search. */
export type EmploymentPageQuery = PageQuery;

export interface EmploymentOfAccount {
  readonly account: Account;
  /** The employment info, with one page of the history (most recent first). */
  readonly employment: AccountEmployment;
  readonly page: number;
  readonly itemsPerPage: number;
  /** Jobs in the whole history. */
  readonly totalItems: number;
  readonly totalPages: number;
}

/** The employment record of an institute account (imss, issste) of the caller's company. */
export class GetAccountEmployment {
  constructor(private readonly deps: GetAccountEmploymentDeps) {}

  async execute(principal: Principal, accountId: string, query: EmploymentPageQuery = {}): Promise<EmploymentOfAccount> {
    assertAccess(principal, 'read');
    const { page, itemsPerPage } = pageOf(query);
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    if (this.deps.platforms.find(account.platform)?.protocol !== 'institute') {
      throw new DomainError('not_found_error', 'Employment records exist only for imss and issste accounts.');
    }
    const employment = await this.deps.accountData.findEmployment(account.id);
    if (!employment) throw new DomainError('employment_info_not_found', 'No employment record has been retrieved for this account yet.');
    const history = employment.employmentHistory;
    const employmentHistory = history.slice((page - 1) * itemsPerPage, page * itemsPerPage);
    const totalItems = history.length;
    return { account, employment: { ...employment, employmentHistory }, page, itemsPerPage, totalItems, totalPages: Math.ceil(totalItems / itemsPerPage) };
  }
}
