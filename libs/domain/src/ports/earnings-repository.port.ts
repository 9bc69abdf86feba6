import type { Account } from '../accounts/account';
import type { DateRange } from '../dates/date-range';
import type { DailyEarning } from '../earnings/daily-earning';
import type { UserRef } from '../users/user';

/** A user's accounts (oldest first) and every row of theirs inside a window (by day, then account). */
export interface UserEarnings {
  readonly accounts: Account[];
  readonly rows: DailyEarning[];
}

/** 1-based page number and page size. */
export interface Page {
  readonly page: number;
  readonly itemsPerPage: number;
}

export interface EarningsRepository {
  /** Inserts or replaces the rows keyed by (account, day); how many were new or changed. */
  upsert(rows: readonly DailyEarning[]): Promise<number>;
  /** One page of an account's rows inside the window, by day, with the total count. */
  search(accountId: string, range: DateRange, page: Page): Promise<{ rows: DailyEarning[]; total: number }>;
  /** Everything the aggregation reads, in one go; null when the company has no such user. */
  findForUser(companyId: string, user: UserRef, range: DateRange): Promise<UserEarnings | null>;
}
