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
  const byPlatform = new Map<string, WorkedDay[]>();
  const accountIds = new Map<string, string[]>();
  for (const entry of aggregated.platforms) addAccount(accountIds, entry.platform, entry.accountId);
  for (const entry of aggregated.earnings) {
    if (!rangeContains(window, entry.earningDate)) continue;
    if (entry.details === null) throw new Error('insights need the aggregated read with details');
    combined.push({ date: entry.earningDate, cents: centsOf(entry.amount), trips: entry.countTrips });
    for (const [platform, details] of groupByPlatform(entry.details)) {
      for (const detail of details) addAccount(accountIds, platform, detail.accountId);
      const days = byPlatform.get(platform) ?? [];
      days.push({ date: entry.earningDate, cents: sumCents(details), trips: sumTrips(details) });
      byPlatform.set(platform, days);
    }
  }
  const platforms = [...accountIds.keys()].sort().map((platform) => ({
    platform,
    accountIds: accountIds.get(platform) ?? [],
    series: { window, days: byPlatform.get(platform) ?? [] },
  }));
  return { combined: { window, days: combined }, platforms };
}

/** The window's length D. */
export function windowDays(window: DateRange): number {
  return daysInclusive(window.start, window.end);
}

/** Whole cents per day of the window, index 0 being its start; 0 on days not worked. */
export function centsByDay(series: InsightsSeries): number[] {
  const cents = new Array<number>(windowDays(series.window)).fill(0);
  const start = toEpochDay(series.window.start);
  for (const day of series.days) cents[toEpochDay(day.date) - start] = day.cents;
  return cents;
}

/** Whether each day of the window, index 0 being its start, was worked. */
export function workedByDay(series: InsightsSeries): boolean[] {
  const worked = new Array<boolean>(windowDays(series.window)).fill(false);
  const start = toEpochDay(series.window.start);
  for (const day of series.days) worked[toEpochDay(day.date) - start] = true;
  return worked;
}

function groupByPlatform(details: readonly DetailEntry[]): Map<string, DetailEntry[]> {
  const groups = new Map<string, DetailEntry[]>();
  for (const detail of details) groups.set(detail.platform, [...(groups.get(detail.platform) ?? []), detail]);
  return groups;
}

function addAccount(accountIds: Map<string, string[]>, platform: string, accountId: string): void {
  const ids = accountIds.get(platform) ?? [];
  if (!ids.includes(accountId)) ids.push(accountId);
  accountIds.set(platform, ids);
}

function sumCents(details: readonly DetailEntry[]): number {
  return details.reduce((sum, detail) => sum + centsOf(detail.amount), 0);
}

function sumTrips(details: readonly DetailEntry[]): number | null {
  let trips: number | null = null;
  for (const detail of details) if (detail.countTrips !== null) trips = (trips ?? 0) + detail.countTrips;
  return trips;
}
