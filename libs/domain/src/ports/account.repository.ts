import type { Account, AccountState } from '../accounts/account';
import type { CalendarDate } from '../dates/calendar-date';

export interface AccountRepository {
  create(account: Account): Promise<void>;
  /** Finds an account of this company only. */
  findById(companyId: string, accountId: string): Promise<Account | null>;
  /** Finds an account whatever its company: for background work that only has the id. */
  findAnyById(accountId: string): Promise<Account | null>;
  /** The user's accounts, oldest first. */
  listByUser(companyId: string, userId: string): Promise<Account[]>;
  findByLogin(userId: string, platform: string, identifier: string): Promise<Account | null>;
  setLastSuccessfulConnection(accountId: string, date: CalendarDate | null): Promise<void>;
  /** Replaces the login state (status, status_details, warning, next_step and, when given, last_successful_connection). */
  updateState(accountId: string, state: AccountState, at: Date): Promise<void>;
  /** The sealed (encrypted) connector session, or null. */
  findSession(accountId: string): Promise<string | null>;
  saveSession(accountId: string, sealed: string | null): Promise<void>;
  /** Removes the account with its earnings, profile, employment and jobs; false when there was none. */
  delete(companyId: string, accountId: string): Promise<boolean>;
}
