import { Decimal } from '../money/money';
import type { VolatilityBand } from './income-insights';
import type { WeekTotal } from './weekly-totals';

export interface Volatility {
  readonly volatilityCv: number | null;
  readonly volatilityBand: VolatilityBand | null;
}

export const MIN_WEEKS_FOR_VOLATILITY = 4;

/**
 * The coefficient of variation of the weekly totals: population standard deviation / mean. With
 * S1 = Σy, S2 = Σy² over n weeks it is √(n·S2 − S1²) / S1, so the band is decided on integers
 * (cv < 1/4 ⟺ 16·(n·S2 − S1²) < S1²) and only the square root is approximated (40 digits).
 */
export function volatility(weeks: readonly WeekTotal[]): Volatility {
  const n = BigInt(weeks.length);
  let s1 = 0n;
  let s2 = 0n;
  for (const week of weeks) {
    const y = BigInt(week.cents);
    s1 += y;
    s2 += y * y;
  }
  if (weeks.length < MIN_WEEKS_FOR_VOLATILITY || s1 === 0n) return { volatilityCv: null, volatilityBand: null };
  const spread = n * s2 - s1 * s1;
  const cv = new Decimal(spread.toString()).sqrt().div(s1.toString());
  const band: VolatilityBand = 16n * spread < s1 * s1 ? 'low' : 4n * spread < s1 * s1 ? 'medium' : 'high';
  return { volatilityCv: cv.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(), volatilityBand: band };
}
