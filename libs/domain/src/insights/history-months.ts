import type { CalendarDate } from '../dates/calendar-date';
import type { InsightsSeries } from './insights-series';
import { monthIndex } from './monthly-totals';

export interface History {
  readonly historyMonths: number | null;
  readonly meets12Months: boolean;
  readonly meets24Months: boolean;
}

/** Calendar months from the first worked day's to the last one's, both counted (Jan 15 … Dec 2 = 12). */
export function monthsSpanned(first: CalendarDate, last: CalendarDate): number {
  return monthIndex(last) - monthIndex(first) + 1;
}

export function history(series: InsightsSeries): History {
  if (series.days.length === 0) return { historyMonths: null, meets12Months: false, meets24Months: false };
  const months = monthsSpanned(series.days[0].date, series.days[series.days.length - 1].date);
  return { historyMonths: months, meets12Months: months >= 12, meets24Months: months >= 24 };
}
