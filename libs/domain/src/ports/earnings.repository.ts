import type { Account } from '../accounts/account';
import type { DateRange } from '../dates/date-range';
import type { DailyEarning } from '../earnings/daily-earning';
import type { UserRef } from '../users/user';

/** A user's accounts (oldest first) and every row of theirs inside a window (by day, then account). */
export interface UserEarnings {
  readonly accounts: Account[];
  readonly rows: DailyEarning[];
}

export interface EarningsRepository {
  /** Inserts or replaces the rows keyed by (account, day). */
  upsert(rows: readonly DailyEarning[]): Promise<void>;
  /** Rows of these accounts inside the window, sorted by day then account. */
  listForAccounts(accountIds: readonly string[], range: DateRange): Promise<DailyEarning[]>;
  /** Everything the aggregation reads, in one go; null when the company has no such user. */
  findForUser(companyId: string, user: UserRef, range: DateRange): Promise<UserEarnings | null>;
}
