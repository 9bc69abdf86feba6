import type { CalendarDate } from '../dates/calendar-date';
import type { InsightsSeries } from './insights-series';

export interface History {
  readonly historyMonths: number | null;
  readonly meets12Months: boolean;
  readonly meets24Months: boolean;
}

/** Calendar months from the first worked day's to the last one's, both counted (Jan 15 … Dec 2 = 12). */
export function monthsSpanned(first: CalendarDate, last: CalendarDate): number {
  const index = (date: CalendarDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  return index(last) - index(first) + 1;
}

export function history(series: InsightsSeries): History {
  if (series.days.length === 0) return { historyMonths: null, meets12Months: false, meets24Months: false };
  const months = monthsSpanned(series.days[0].date, series.days[series.days.length - 1].date);
  return { historyMonths: months, meets12Months: months >= 12, meets24Months: months >= 24 };
}
