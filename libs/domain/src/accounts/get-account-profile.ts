import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { AccountDataRepository } from '../ports/account-data-repository.port';
import type { Account } from './account';
import type { AccountProfile } from './account-data';
import { AccountFinder, findCompanyAccount } from './company-account';

export interface GetAccountProfileDeps {
  readonly accounts: AccountFinder;
  readonly accountData: Pick<AccountDataRepository, 'findProfile'>;
}

export interface ProfileOfAccount {
  readonly account: Account;
  readonly profile: AccountProfile;
}

/** The worker's profile on the platform of an account of the caller's company. */
export class GetAccountProfile {
  constructor(private readonly deps: GetAccountProfileDeps) {}

  async execute(principal: Principal, accountId: string): Promise<ProfileOfAccount> {
    assertAccess(principal, 'read');
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    const profile = await this.deps.accountData.findProfile(account.id);
    if (!profile) throw new DomainError('not_found_error', 'No profile has been retrieved for this account yet.');
    return { account, profile };
  }
}
