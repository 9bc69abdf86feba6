import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { AccountRepository, LoginClaim } from '../ports/account-repository.port';
import type { Account } from './account';
import { AccountStatus, accountStatus, isConnected, isDisconnected, loginClaimStaleBefore } from './account-lifecycle';

type ClaimingAccounts = Pick<AccountRepository, 'claimLogin' | 'findAnyById'>;

/**
 * Holds `account` for one login call, or says why not: `login_in_process` while another call holds
 * it or its data is being retrieved, `already_connected` once connected. Among concurrent callers,
 * in any number of processes, exactly one gets the claim. `from` is the flow's list of the lifecycle
 * (`LOG_IN_FROM`, `VALIDATE_FROM`); the repository implements `canClaimLogin`.
 */
export async function claimLogin(accounts: ClaimingAccounts, clock: Clock, account: Account, from: readonly AccountStatus[]): Promise<LoginClaim> {
  const claim = { token: randomUUID(), at: clock.now() };
  if (await accounts.claimLogin(account.id, from, claim, loginClaimStaleBefore(claim.at))) return claim;
  const now = await accounts.findAnyById(account.id);
  if (!now) throw new DomainError('not_found_error', 'No account with that id in your company.');
  refuseConnected(now.status);
  throw new DomainError('login_in_process', 'Another login of this account is in progress; try again when it has finished.');
}

/** A connected or disconnected account takes no login: `already_connected`, or `login_in_process` while its data is being retrieved. */
export function refuseConnected(status: AccountStatus): void {
  if (isDisconnected(status)) {
    throw new DomainError('already_connected', 'This account was disconnected: it takes no new login. The company may delete it so that it can be connected again.');
  }
  if (!isConnected(status)) return;
  if (status === accountStatus.success) throw new DomainError('already_connected', 'This account is already connected.');
  throw new DomainError('login_in_process', 'The login is complete and the data is being retrieved.');
}

/** The answer to a claim lost while its call ran: another call has taken over the account. */
export function claimLost(): DomainError {
  return new DomainError('login_in_process', 'Another login of this account took over; read the account for its state.');
}
