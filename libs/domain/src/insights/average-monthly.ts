import { DAYS_PER_MONTH, Fraction, fraction, money } from './exact-figures';
import { centsByDay, InsightsSeries } from './insights-series';
import type { AverageMonthly } from './income-insights';

export const AVERAGE_MONTHLY_DAYS = [30, 90, 180, 365] as const;

/** Unrounded: (Σ cents of the last N days of the window) × 30.4375 / N; null when the window is shorter than N. */
export type ExactAverageMonthly = Readonly<Record<keyof AverageMonthly, Fraction | null>>;

export function exactAverageMonthly(series: InsightsSeries): ExactAverageMonthly {
  const cents = centsByDay(series);
  const average = (n: number): Fraction | null => {
    if (cents.length < n) return null;
    const sum = cents.slice(cents.length - n).reduce((total, day) => total + BigInt(day), 0n);
    return fraction(sum * DAYS_PER_MONTH.num, DAYS_PER_MONTH.den * BigInt(n));
  };
  return { d30: average(30), d90: average(90), d180: average(180), d365: average(365) };
}

export function roundAverageMonthly(exact: ExactAverageMonthly): AverageMonthly {
  const round = (value: Fraction | null) => (value === null ? null : money(value));
  return { d30: round(exact.d30), d90: round(exact.d90), d180: round(exact.d180), d365: round(exact.d365) };
}
