import type { CalendarDate } from '@gig/domain';

/** One USD rate exactly as a provider published it; kept so that a conversion can be explained later. */
export interface UsdRateObservation {
  readonly provider: string;
  /** Lowercase quote currency, e.g. `mxn`. */
  readonly currency: string;
  /** The publishing day of the rate. */
  readonly observedOn: CalendarDate;
  /** Decimal string as given by the provider: units of `currency` per 1 USD. Never rounded. */
  readonly unitsPerUsd: string;
  readonly fetchedAt: Date;
}

/**
 * Fetch log: at `fetchedAt` the provider was asked about `currency` over [from, to] (inclusive) and every
 * rate it had there was saved. A day inside the range without an observation is known to have none,
 * so ranges without any publishing day are not asked again.
 */
export interface UsdRateFetch {
  readonly provider: string;
  readonly currency: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly fetchedAt: Date;
}

export interface UsdRateStoreQuery {
  readonly provider: string;
  readonly currencies: readonly string[];
  /** Inclusive. */
  readonly from: CalendarDate;
  /** Inclusive. */
  readonly to: CalendarDate;
}

/** Cache of historical USD rates, per provider: the fx lib's own port, implemented by a database adapter. */
export interface UsdRateStore {
  /** The provider's observations of these currencies observed within [from, to]. */
  findObservations(query: UsdRateStoreQuery): Promise<UsdRateObservation[]>;
  /** Inserts each row, replacing the one with the same (provider, currency, observedOn). */
  saveObservations(rows: readonly UsdRateObservation[]): Promise<void>;
  /** The provider's fetch-log entries for these currencies whose range overlaps [from, to]. */
  findFetches(query: UsdRateStoreQuery): Promise<UsdRateFetch[]>;
  /** Appends fetch-log entries. */
  saveFetches(rows: readonly UsdRateFetch[]): Promise<void>;
}
