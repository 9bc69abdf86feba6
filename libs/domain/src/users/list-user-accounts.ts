import type { Account } from '../accounts/account';
import { assertAccess, Principal } from '../auth/principal';
import type { AccountRepository } from '../ports/account-repository.port';
import { findCompanyUser, UserFinder } from './company-user';
import type { User } from './user';

export interface ListUserAccountsDeps {
  readonly users: UserFinder;
  readonly accounts: Pick<AccountRepository, 'listByUser'>;
}

export interface UserAccounts {
  readonly user: User;
  /** Oldest first. */
  readonly accounts: Account[];
}

/** A user of the caller's company with all its accounts. */
export class ListUserAccounts {
  constructor(private readonly deps: ListUserAccountsDeps) {}

  async execute(principal: Principal, userId: string): Promise<UserAccounts> {
    assertAccess(principal, 'read');
    const user = await findCompanyUser(this.deps.users, principal.company.id, userId);
    return { user, accounts: await this.deps.accounts.listByUser(principal.company.id, user.id) };
  }
}
