import { CalendarDate, daysInclusive } from '../dates/calendar-date';
import { fraction, money } from './exact-figures';
import type { InsightsSeries } from './insights-series';
import type { MonthlyTotal } from './income-insights';

/** Every calendar month that meets the window, in order, with its total, worked days and days inside the window. */
export function monthlyTotals(series: InsightsSeries): MonthlyTotal[] {
  const { start, end } = series.window;
  const months: { month: string; cents: bigint; daysWorked: number; daysInWindow: number }[] = [];
  const byMonth = new Map<string, (typeof months)[number]>();
  for (let index = monthIndex(start); index <= monthIndex(end); index++) {
    const first = maxDate(start, firstDayOf(index));
    const last = minDate(end, lastDayOf(index));
    const entry = { month: first.slice(0, 7), cents: 0n, daysWorked: 0, daysInWindow: daysInclusive(first, last) };
    byMonth.set(entry.month, entry);
    months.push(entry);
  }
  for (const day of series.days) {
    const entry = byMonth.get(day.date.slice(0, 7));
    if (!entry) continue;
    entry.cents += BigInt(day.cents);
    entry.daysWorked++;
  }
  return months.map(({ month, cents, daysWorked, daysInWindow }) => ({ month, total: money(fraction(cents)), daysWorked, daysInWindow }));
}

/** Months counted from year 0: 12·year + (month − 1). */
export function monthIndex(date: CalendarDate): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

function firstDayOf(index: number): CalendarDate {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function lastDayOf(index: number): CalendarDate {
  const year = Math.floor(index / 12);
  const leapFebruary = index % 12 === 1 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return `${firstDayOf(index).slice(0, 8)}${leapFebruary ? 29 : DAYS_IN_MONTH[index % 12]}`;
}

const maxDate = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const minDate = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);
