import { assertAccess, Principal } from '../auth/principal';
import type { AccountRepository } from '../ports/account-repository.port';
import { isUuid } from '../users/user-ref';
import { accountNotFound } from './company-account';

/** Removes an account of the caller's company with its earnings, profile and employment record; returns its id. */
export class DeleteAccount {
  constructor(private readonly accounts: Pick<AccountRepository, 'delete'>) {}

  async execute(principal: Principal, accountId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const id = isUuid(accountId) ? accountId.toLowerCase() : null;
    if (id === null || !(await this.accounts.delete(principal.company.id, id))) throw accountNotFound();
    return id;
  }
}
