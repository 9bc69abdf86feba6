import { toEpochDay } from '../dates/calendar-date';
import { fraction, money } from './exact-figures';
import { centsByDay, InsightsSeries } from './insights-series';

export interface TrailingMonthlyPercentiles {
  readonly monthlyIncomeP10: number | null;
  readonly monthlyIncomeP50: number | null;
  readonly monthlyIncomeP90: number | null;
}

/**
 * The sums of the 30 days ending on each day d with d ≥ S + 29, d ≥ first worked day + 29 and
 * d ≤ E, ascending in d.
 */
export function trailing30DaySums(series: InsightsSeries): number[] {
  if (series.days.length === 0) return [];
  const cents = centsByDay(series);
  const firstOffset = toEpochDay(series.days[0].date) - toEpochDay(series.window.start);
  const sums: number[] = [];
  let running = 0;
  for (let d = 0; d < cents.length; d++) {
    running += cents[d];
    if (d >= 30) running -= cents[d - 30];
    if (d >= 29 && d >= firstOffset + 29) sums.push(running);
  }
  return sums;
}

/** The nearest-rank percentile: the ⌈p·n⌉-th smallest value (p in whole percent); null when there is none. */
export function nearestRank(values: readonly number[], percent: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent * values.length) / 100));
  return sorted[rank - 1];
}

export function trailingMonthlyPercentiles(series: InsightsSeries): TrailingMonthlyPercentiles {
  const sums = trailing30DaySums(series);
  const at = (percent: number) => {
    const value = nearestRank(sums, percent);
    return value === null ? null : money(fraction(value));
  };
  return { monthlyIncomeP10: at(10), monthlyIncomeP50: at(50), monthlyIncomeP90: at(90) };
}
