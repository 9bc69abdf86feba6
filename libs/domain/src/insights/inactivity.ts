import { daysInclusive, toEpochDay } from '../dates/calendar-date';
import { InsightsSeries, workedByDay } from './insights-series';

export interface Inactivity {
  readonly longestInactiveStreakDays: number | null;
  readonly inactiveStreaks7d: number | null;
  readonly daysSinceLastWorked: number | null;
}

export const LONG_INACTIVE_STREAK_DAYS = 7;

/** Runs of consecutive days not worked over [first worked day, E]; null without a worked day. */
export function inactivity(series: InsightsSeries): Inactivity {
  if (series.days.length === 0) return { longestInactiveStreakDays: null, inactiveStreaks7d: null, daysSinceLastWorked: null };
  const worked = workedByDay(series);
  const firstOffset = toEpochDay(series.days[0].date) - toEpochDay(series.window.start);
  let longest = 0;
  let longRuns = 0;
  let run = 0;
  for (let d = firstOffset; d <= worked.length; d++) {
    if (d < worked.length && !worked[d]) {
      run++;
      continue;
    }
    longest = Math.max(longest, run);
    if (run >= LONG_INACTIVE_STREAK_DAYS) longRuns++;
    run = 0;
  }
  const last = series.days[series.days.length - 1].date;
  return { longestInactiveStreakDays: longest, inactiveStreaks7d: longRuns, daysSinceLastWorked: daysInclusive(last, series.window.end) - 1 };
}
