import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock';
import type { AccountRepository, LoginClaim } from '../ports/account.repository';
import type { Account } from './account';
import type { AccountStatus } from './account-status';

/** A claim older than this belongs to a call that died with its process: longer than any platform time limit. */
export const LOGIN_CLAIM_MS = 10 * 60_000;

type ClaimingAccounts = Pick<AccountRepository, 'claimLogin' | 'findAnyById'>;

/**
 * Holds `account` for one login call, or says why not: `login_in_process` while another call holds
 * it or its data is being retrieved, `already_connected` once connected. Among concurrent callers,
 * in any number of processes, exactly one gets the claim.
 */
export async function claimLogin(accounts: ClaimingAccounts, clock: Clock, account: Account, from: readonly AccountStatus[]): Promise<LoginClaim> {
  const claim = { token: randomUUID(), at: clock.now() };
  if (await accounts.claimLogin(account.id, from, claim, new Date(claim.at.getTime() - LOGIN_CLAIM_MS))) return claim;
  const now = await accounts.findAnyById(account.id);
  if (!now) throw new DomainError('not_found_error', 'No account with that id in your company.');
  if (now.status === 'success') throw new DomainError('already_connected', 'This account is already connected.');
  if (now.status === 'syncing') throw new DomainError('login_in_process', 'The login is complete and the data is being retrieved.');
  throw new DomainError('login_in_process', 'Another login of this account is in progress; try again when it has finished.');
}

/** The answer to a claim lost while its call ran: another call has taken over the account. */
export function claimLost(): DomainError {
  return new DomainError('login_in_process', 'Another login of this account took over; read the account for its state.');
}
