import { assertAccess, Principal } from '../auth/principal';
import type { Account } from './account';
import { AccountFinder, findCompanyAccount } from './company-account';

/** One account of the caller's company. */
export class GetAccount {
  constructor(private readonly accounts: AccountFinder) {}

  async execute(principal: Principal, accountId: string): Promise<Account> {
    assertAccess(principal, 'read');
    return findCompanyAccount(this.accounts, principal.company.id, accountId);
  }
}
