import type { DateRange } from '../dates/date-range';
import type { DailyEarning } from '../earnings/daily-earning';

export interface EarningsRepository {
  /** Inserts or replaces the rows keyed by (account, day). */
  upsert(rows: readonly DailyEarning[]): Promise<void>;
  /** Rows of these accounts inside the window, sorted by day then account. */
  listForAccounts(accountIds: readonly string[], range: DateRange): Promise<DailyEarning[]>;
}
