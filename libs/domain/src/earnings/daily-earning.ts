import type { CalendarDate } from '../dates/calendar-date';
import type { Cents } from '../money/money';

/** What one account earned on one day, as the platform reported it. */
export interface DailyEarning {
  readonly accountId: string;
  readonly earningDate: CalendarDate;
  readonly amountCents: Cents;
  /** Lowercase currency code, e.g. `mxn`. */
  readonly currency: string;
  /** Trips that day; null when the platform does not report trips. */
  readonly countTrips: number | null;
}
