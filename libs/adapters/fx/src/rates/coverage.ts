import { addDays, CalendarDate, fromEpochDay, toEpochDay } from '@gig/domain';
import type { UsdRateFetch } from '../ports/usd-rate.store';
import type { RateCoverage } from './rate-provider';

/** Days older than this (at fetch time) are final: their rates never change and are never fetched again. */
export const FINAL_AFTER_DAYS = 30;

/** Joins overlapping or adjacent ranges of the same currency. */
export function mergeCoverage(entries: readonly RateCoverage[]): RateCoverage[] {
  const sorted = [...entries].sort((a, b) => compare(a.currency, b.currency) || compare(a.from, b.from));
  const merged: RateCoverage[] = [];
  for (const entry of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.currency === entry.currency && entry.from <= addDays(last.to, 1)) {
      if (entry.to > last.to) merged[merged.length - 1] = { ...last, to: entry.to };
    } else {
      merged.push({ currency: entry.currency, from: entry.from, to: entry.to });
    }
  }
  return merged;
}

/**
 * The part of each logged fetch that still holds on `today`: all of it when fetched today
 * (recent days are refreshed at most once a day), otherwise only the days that were already final.
 */
export function freshCoverage(fetches: readonly UsdRateFetch[], today: CalendarDate): RateCoverage[] {
  const fresh: RateCoverage[] = [];
  for (const fetch of fetches) {
    const fetchedOn = fetch.fetchedAt.toISOString().slice(0, 10);
    const lastFinal = fromEpochDay(toEpochDay(fetchedOn) - FINAL_AFTER_DAYS - 1);
    const to = fetchedOn === today ? fetch.to : fetch.to < lastFinal ? fetch.to : lastFinal;
    if (fetch.from <= to) fresh.push({ currency: fetch.currency, from: fetch.from, to });
  }
  return fresh;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
