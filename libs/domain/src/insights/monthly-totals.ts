import { addDays, CalendarDate } from '../dates/calendar-date';
import { fraction, money } from './exact-figures';
import type { InsightsSeries } from './insights-series';
import type { MonthlyTotal } from './income-insights';

/** Every calendar month that meets the window, in order, with its total, worked days and days inside the window. */
export function monthlyTotals(series: InsightsSeries): MonthlyTotal[] {
  const months: { month: string; cents: bigint; daysWorked: number; daysInWindow: number }[] = [];
  const byMonth = new Map<string, (typeof months)[number]>();
  for (let day: CalendarDate = series.window.start; day <= series.window.end; day = addDays(day, 1)) {
    const month = day.slice(0, 7);
    let entry = byMonth.get(month);
    if (!entry) {
      entry = { month, cents: 0n, daysWorked: 0, daysInWindow: 0 };
      byMonth.set(month, entry);
      months.push(entry);
    }
    entry.daysInWindow++;
  }
  for (const day of series.days) {
    const entry = byMonth.get(day.date.slice(0, 7));
    if (!entry) continue;
    entry.cents += BigInt(day.cents);
    entry.daysWorked++;
  }
  return months.map(({ month, cents, daysWorked, daysInWindow }) => ({ month, total: money(fraction(cents)), daysWorked, daysInWindow }));
}
