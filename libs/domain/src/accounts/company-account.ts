import { DomainError } from '../errors/domain-error';
import type { AccountRepository } from '../ports/account-repository.port';
import { isUuid } from '../users/user-ref';
import type { Account } from './account';

export type AccountFinder = Pick<AccountRepository, 'findById'>;

export function accountNotFound(): DomainError {
  return new DomainError('not_found_error', 'No account with that id in your company.');
}

/** The company's account with that id; another company's account is as absent as a missing one. */
export async function findCompanyAccount(accounts: AccountFinder, companyId: string, accountId: string): Promise<Account> {
  const account = isUuid(accountId) ? await accounts.findById(companyId, accountId.toLowerCase()) : null;
  if (!account) throw accountNotFound();
  return account;
}
