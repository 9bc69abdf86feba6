import { Account, DomainError, isUuid, Principal, Repositories } from '@gig/domain';

/** The caller's account with that id; another company's account is as absent as a missing one. */
export async function accountOf(repos: Repositories, principal: Principal, accountId: string): Promise<Account> {
  const account = isUuid(accountId) ? await repos.accounts.findById(principal.company.id, accountId.toLowerCase()) : null;
  if (!account) throw new DomainError('not_found_error', 'No account with that id in your company.');
  return account;
}
