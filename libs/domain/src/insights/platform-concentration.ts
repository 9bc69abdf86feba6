import { DateRange, rangeContains } from '../dates/date-range';
import type { AggregatedEarnings } from '../earnings/aggregated-earnings';
import { fraction, roundTo } from './exact-figures';
import type { PlatformSeries } from './insights-series';
import { totalCentsOf } from './worked-days-summary';

export interface PlatformConcentration {
  readonly platformShares: Readonly<Record<string, number | null>>;
  readonly concentrationHhi: number | null;
  readonly multiPlatformDays: number;
}

/**
 * Each platform's share of the combined total and the Herfindahl–Hirschman index Σ share² over
 * the unrounded shares (Σ tₚ² / T², exactly); shares and index are null when the combined total is 0.
 */
export function platformConcentration(
  platforms: readonly PlatformSeries[],
  combinedCents: bigint,
  aggregated: AggregatedEarnings,
  window: DateRange,
): PlatformConcentration {
  const shares: Record<string, number | null> = {};
  let squares = 0n;
  for (const { platform, series } of platforms) {
    const cents = totalCentsOf(series);
    squares += cents * cents;
    shares[platform] = combinedCents === 0n ? null : roundTo(fraction(cents, combinedCents), 4);
  }
  return {
    platformShares: shares,
    concentrationHhi: combinedCents === 0n ? null : roundTo(fraction(squares, combinedCents * combinedCents), 4),
    multiPlatformDays: multiPlatformDays(aggregated, window),
  };
}

/** Days of the window whose details name two or more platforms. */
export function multiPlatformDays(aggregated: AggregatedEarnings, window: DateRange): number {
  let days = 0;
  for (const entry of aggregated.earnings) {
    if (rangeContains(window, entry.earningDate) && new Set((entry.details ?? []).map((detail) => detail.platform)).size >= 2) days++;
  }
  return days;
}
