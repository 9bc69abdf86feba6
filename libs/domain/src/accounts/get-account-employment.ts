import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { PlatformRegistry } from '../platforms/platform-registry';
import type { AccountDataRepository } from '../ports/account-data.repository';
import type { Account } from './account';
import type { AccountEmployment } from './account-data';
import { AccountFinder, findCompanyAccount } from './company-account';

export interface GetAccountEmploymentDeps {
  readonly accounts: AccountFinder;
  readonly accountData: Pick<AccountDataRepository, 'findEmployment'>;
  readonly platforms: PlatformRegistry;
}

export interface EmploymentOfAccount {
  readonly account: Account;
  readonly employment: AccountEmployment;
}

/** The employment record of an institute account (imss, issste) of the caller's company. */
export class GetAccountEmployment {
  constructor(private readonly deps: GetAccountEmploymentDeps) {}

  async execute(principal: Principal, accountId: string): Promise<EmploymentOfAccount> {
    assertAccess(principal, 'read');
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    if (this.deps.platforms.find(account.platform)?.protocol !== 'institute') {
      throw new DomainError('not_found_error', 'Employment records exist only for imss and issste accounts.');
    }
    const employment = await this.deps.accountData.findEmployment(account.id);
    if (!employment) throw new DomainError('employment_info_not_found', 'No employment record has been retrieved for this account yet.');
    return { account, employment };
  }
}
