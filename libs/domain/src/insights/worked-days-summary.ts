import type { CalendarDate } from '../dates/calendar-date';
import { daysInclusive } from '../dates/calendar-date';
import { fraction, money, roundTo } from './exact-figures';
import type { InsightsSeries } from './insights-series';

export interface WorkedDaysSummary {
  readonly total: number;
  readonly daysWorked: number;
  readonly firstWorkedDate: CalendarDate | null;
  readonly lastWorkedDate: CalendarDate | null;
  readonly activeSpanDays: number | null;
  readonly activeDayRatio: number | null;
  readonly daysWorkedPerWeek: number | null;
  readonly averagePerWorkedDay: number | null;
  readonly earningsPerTrip: number | null;
}

/** The totals of a series and how often its worker worked, from the first worked day to the window's end. */
export function summarizeWorkedDays(series: InsightsSeries): WorkedDaysSummary {
  const days = series.days;
  const totalCents = totalCentsOf(series);
  const trips = days.reduce((sum, day) => sum + (day.trips ?? 0), 0);
  const earningsPerTrip = trips > 0 ? money(fraction(totalCents, trips)) : null;
  if (days.length === 0) {
    return {
      total: 0, daysWorked: 0, firstWorkedDate: null, lastWorkedDate: null, activeSpanDays: null,
      activeDayRatio: null, daysWorkedPerWeek: null, averagePerWorkedDay: null, earningsPerTrip,
    };
  }
  const first = days[0].date;
  const span = daysInclusive(first, series.window.end);
  return {
    total: money(fraction(totalCents)),
    daysWorked: days.length,
    firstWorkedDate: first,
    lastWorkedDate: days[days.length - 1].date,
    activeSpanDays: span,
    activeDayRatio: roundTo(fraction(days.length, span), 4),
    daysWorkedPerWeek: roundTo(fraction(days.length * 7, span), 2),
    averagePerWorkedDay: money(fraction(totalCents, days.length)),
    earningsPerTrip,
  };
}

export function totalCentsOf(series: InsightsSeries): bigint {
  return series.days.reduce((sum, day) => sum + BigInt(day.cents), 0n);
}
