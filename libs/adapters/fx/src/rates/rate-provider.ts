import type { CalendarDate } from '@gig/domain';
import type { UsdRateObservation } from '../ports/usd-rate.store';

/** How many days before a requested day an observation may be to stand for it. */
export const LOOKBACK_DAYS = 7;

export type RateObservation = Omit<UsdRateObservation, 'fetchedAt'>;

/** The provider was asked about `currency` over [from, to]; a day there without an observation has none. */
export interface RateCoverage {
  readonly currency: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

export interface ProviderAnswer {
  readonly observations: readonly RateObservation[];
  readonly coverage: readonly RateCoverage[];
}

/** A raw upstream: what it publishes for each requested day and the LOOKBACK_DAYS before it. */
export interface RateProvider {
  readonly name: string;
  /** Throws `UpstreamError` when the upstream cannot give a usable answer. */
  observe(currencies: readonly string[], dates: readonly CalendarDate[]): Promise<ProviderAnswer>;
}
