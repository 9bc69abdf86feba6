import type { Account } from '../accounts/account';
import type { AccountStatus, AccountWarning } from '../accounts/account-lifecycle';
import type { CalendarDate } from '../dates/calendar-date';
import type { Page } from './earnings-repository.port';

/** Only accounts matching every field given. */
export interface AccountFilter {
  readonly platform?: string;
  readonly status?: AccountStatus;
  readonly warning?: AccountWarning;
}

/** An account with its user's external id, as the console lists it. */
export interface DirectoryAccount {
  readonly account: Account;
  readonly externalId: string | null;
}

/** Accounts created on one UTC day, and how many of those have synced successfully at least once. */
export interface DailyConnections {
  readonly date: CalendarDate;
  readonly created: number;
  readonly connected: number;
}

/** A company's accounts as a whole, for the console: listings and counts over tens of thousands of rows. */
export interface AccountDirectory {
  /** Newest first (created_at, then id, descending), with the count of every match. */
  list(companyId: string, filter: AccountFilter, page: Page): Promise<{ items: DirectoryAccount[]; total: number }>;
  /** Statuses no account has are left out. */
  countByStatus(companyId: string): Promise<Partial<Record<AccountStatus, number>>>;
  /** Accounts without a warning are not counted; warnings no account has are left out. */
  countByWarning(companyId: string): Promise<Partial<Record<AccountWarning, number>>>;
  /** One entry per UTC day from `from` to `to` inclusive, oldest first, zeros included; none when `to` is before `from`. */
  connectionsPerDay(companyId: string, from: CalendarDate, to: CalendarDate): Promise<DailyConnections[]>;
}
