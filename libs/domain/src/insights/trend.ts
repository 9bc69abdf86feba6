import { DAYS_PER_MONTH, Fraction, fraction, roundTo } from './exact-figures';
import type { TrendLabel } from './income-insights';
import type { WeekTotal } from './weekly-totals';

export interface Trend {
  readonly trendMonthlyPct: number | null;
  readonly trendLabel: TrendLabel | null;
}

export const TREND_WEEKS = 26;
export const MIN_WEEKS_FOR_TREND = 8;

/**
 * The least-squares slope b of the last n = min(26, weeks) weekly totals against x = 0…n−1, as a
 * monthly percentage of their mean: b × (30.4375 / 7) / mean × 100, exactly:
 * b = (n·Σxy − Σx·Σy) / (n·Σx² − (Σx)²) and mean = Σy / n.
 */
export function exactTrendPct(weeks: readonly WeekTotal[]): Fraction | null {
  const last = weeks.slice(-TREND_WEEKS);
  const n = BigInt(last.length);
  if (last.length < MIN_WEEKS_FOR_TREND) return null;
  let sx = 0n;
  let sxx = 0n;
  let sy = 0n;
  let sxy = 0n;
  last.forEach((week, i) => {
    const x = BigInt(i);
    const y = BigInt(week.cents);
    sx += x;
    sxx += x * x;
    sy += y;
    sxy += x * y;
  });
  if (sy === 0n) return null;
  const slopeNum = n * sxy - sx * sy;
  const slopeDen = n * sxx - sx * sx;
  return fraction(slopeNum * DAYS_PER_MONTH.num * 100n * n, slopeDen * DAYS_PER_MONTH.den * 7n * sy);
}

/** `increasing` above +5 %, `declining` below −5 %, else `stable` (on the unrounded percentage). */
export function trend(weeks: readonly WeekTotal[]): Trend {
  const pct = exactTrendPct(weeks);
  if (pct === null) return { trendMonthlyPct: null, trendLabel: null };
  const label: TrendLabel = pct.num > 5n * pct.den ? 'increasing' : pct.num < -5n * pct.den ? 'declining' : 'stable';
  return { trendMonthlyPct: roundTo(pct, 2), trendLabel: label };
}
