import type { Account, AccountState } from '../accounts/account';
import type { AccountStatus, Disconnector } from '../accounts/account-lifecycle';
import type { CalendarDate } from '../dates/calendar-date';

/** A hold on an account for one login call to its platform, so that concurrent calls cannot both reach it. */
export interface LoginClaim {
  readonly token: string;
  readonly at: Date;
}

export interface AccountRepository {
  /** Throws `already_connected` when the user has an account with this login already (a concurrent create). */
  create(account: Account): Promise<void>;
  /** Finds an account of this company only. */
  findById(companyId: string, accountId: string): Promise<Account | null>;
  /** Finds an account whatever its company: for background work that only has the id. */
  findAnyById(accountId: string): Promise<Account | null>;
  /** The user's accounts, oldest first. */
  listByUser(companyId: string, userId: string): Promise<Account[]>;
  findByLogin(userId: string, platform: string, identifier: string): Promise<Account | null>;
  setLastSuccessfulConnection(accountId: string, date: CalendarDate | null): Promise<void>;
  /**
   * Replaces the login state (status, status_details, warning, next_step and, when given, last_successful_connection), only
   * from a stored status the lifecycle lets become `state.status` (`sourcesOf`, account-lifecycle.ts): otherwise it writes
   * nothing and throws `ForbiddenTransition`. An unknown account changes nothing.
   */
  updateState(accountId: string, state: AccountState, at: Date): Promise<void>;
  /**
   * Takes the claim atomically: true when the account's status is one of `from` and no claim taken
   * after `staleBefore` holds it (a claim older than that belongs to a call that died).
   */
  claimLogin(accountId: string, from: readonly AccountStatus[], claim: LoginClaim, staleBefore: Date): Promise<boolean>;
  /**
   * Writes the state the claimed call ended in and releases the claim; false, writing nothing, when `claim` no longer holds
   * it; throws `ForbiddenTransition`, writing nothing and keeping the claim, when the lifecycle refuses the status change.
   */
  finishLogin(accountId: string, claim: LoginClaim, state: AccountState, at: Date): Promise<boolean>;
  /** Releases the claim of a call that ended without a platform answer, the state as it was; false when `claim` no longer holds it. */
  releaseLogin(accountId: string, claim: LoginClaim, at: Date): Promise<boolean>;
  /** Plans the next refresh (null: none) and, when given, records when data was last refreshed. */
  scheduleRefresh(accountId: string, nextRefreshAt: Date | null, refreshedAt?: Date): Promise<void>;
  /** Turns ongoing refresh on or off with its next time; the account after, or null when the company has none such. */
  setRefreshEnabled(companyId: string, accountId: string, enabled: boolean, nextRefreshAt: Date | null): Promise<Account | null>;
  /** The sealed (encrypted) connector session, or null. */
  findSession(accountId: string): Promise<string | null>;
  saveSession(accountId: string, sealed: string | null): Promise<void>;
  /**
   * Ends the connection if its status is one of `DISCONNECT_FROM` (`canDisconnect`): `disconnected` with `by`, the sealed
   * session, the login claim and the refresh plan gone, its queued or running retrieval and refresh jobs cancelled (so a
   * worker holding one writes nothing). The account after, or null when the company has none such still connected.
   */
  disconnect(companyId: string, accountId: string, by: Disconnector, at: Date): Promise<Account | null>;
  /** Removes the account with its earnings, profile, employment and jobs; false when there was none. */
  delete(companyId: string, accountId: string): Promise<boolean>;
}
