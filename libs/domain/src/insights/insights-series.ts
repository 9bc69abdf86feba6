import { CalendarDate, daysInclusive, toEpochDay } from '../dates/calendar-date';
import { DateRange, rangeContains } from '../dates/date-range';
import type { AggregatedEarnings, DetailEntry } from '../earnings/aggregated-earnings';
import { centsOf } from './exact-figures';

/** A day that appears in a series, with its amount in whole cents and its trips. */
export interface WorkedDay {
  readonly date: CalendarDate;
  readonly cents: number;
  /** Null when no account reported trips that day. */
  readonly trips: number | null;
}

/** The worked days of one series inside the window, ascending. */
export interface InsightsSeries {
  readonly window: DateRange;
  readonly days: readonly WorkedDay[];
}

export interface PlatformSeries {
  readonly platform: string;
  readonly accountIds: readonly string[];
  readonly series: InsightsSeries;
}

export interface SeriesOfAggregate {
  readonly combined: InsightsSeries;
  /** Ordered by platform code. */
  readonly platforms: readonly PlatformSeries[];
}

/**
 * The combined series (each aggregated day's `amount` and `count_trips`) and one series per
 * platform code (the sum of that platform's `details` on each day that names it).
 */
export function seriesOfAggregate(aggregated: AggregatedEarnings, window: DateRange): SeriesOfAggregate {
  const combined: WorkedDay[] = [];
  const byPlatform = new Map<string, MutableDay[]>();
  const accountIds = new Map<string, string[]>();
  for (const entry of aggregated.platforms) addAccount(accountIds, entry.platform, entry.accountId);
  for (const entry of aggregated.earnings) {
    if (!rangeContains(window, entry.earningDate)) continue;
    if (entry.details === null) throw new Error('insights need the aggregated read with details');
    combined.push({ date: entry.earningDate, cents: centsOf(entry.amount), trips: entry.countTrips });
    for (const detail of entry.details) addDetail(byPlatform, accountIds, entry.earningDate, detail);
  }
  const platforms = [...accountIds.keys()].sort().map((platform) => ({
    platform,
    accountIds: accountIds.get(platform) ?? [],
    series: { window, days: byPlatform.get(platform) ?? [] },
  }));
  return { combined: { window, days: combined }, platforms };
}

interface MutableDay {
  date: CalendarDate;
  cents: number;
  trips: number | null;
}

/** Adds a detail to its platform's day (days arrive in order, so a platform's day is its last one or a new one). */
function addDetail(byPlatform: Map<string, MutableDay[]>, accountIds: Map<string, string[]>, date: CalendarDate, detail: DetailEntry): void {
  addAccount(accountIds, detail.platform, detail.accountId);
  let days = byPlatform.get(detail.platform);
  if (!days) byPlatform.set(detail.platform, (days = []));
  let day = days[days.length - 1];
  if (day?.date !== date) days.push((day = { date, cents: 0, trips: null }));
  day.cents += centsOf(detail.amount);
  if (detail.countTrips !== null) day.trips = (day.trips ?? 0) + detail.countTrips;
}

/** The window's length D. */
export function windowDays(window: DateRange): number {
  return daysInclusive(window.start, window.end);
}

interface DayByDay {
  readonly cents: readonly number[];
  readonly worked: readonly boolean[];
}

/** Several metrics read a series day by day: it is laid out once. */
const layouts = new WeakMap<InsightsSeries, DayByDay>();

function dayByDay(series: InsightsSeries): DayByDay {
  let layout = layouts.get(series);
  if (!layout) {
    const cents = new Array<number>(windowDays(series.window)).fill(0);
    const worked = new Array<boolean>(cents.length).fill(false);
    const start = toEpochDay(series.window.start);
    for (const day of series.days) {
      cents[toEpochDay(day.date) - start] = day.cents;
      worked[toEpochDay(day.date) - start] = true;
    }
    layout = { cents, worked };
    layouts.set(series, layout);
  }
  return layout;
}

/** Whole cents per day of the window, index 0 being its start; 0 on days not worked. */
export function centsByDay(series: InsightsSeries): readonly number[] {
  return dayByDay(series).cents;
}

/** Whether each day of the window, index 0 being its start, was worked. */
export function workedByDay(series: InsightsSeries): readonly boolean[] {
  return dayByDay(series).worked;
}

function addAccount(accountIds: Map<string, string[]>, platform: string, accountId: string): void {
  const ids = accountIds.get(platform) ?? [];
  if (!ids.includes(accountId)) ids.push(accountId);
  accountIds.set(platform, ids);
}
