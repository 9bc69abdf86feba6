import type { CalendarDate } from '../dates/calendar-date';
import { ParsedRate, parseUnitsPerUsd } from '../money/usd-conversion';

/** How many units of a currency one US dollar bought on a day, and where that number came from. */
export interface UsdRateEvidence {
  readonly currency: string;
  readonly date: CalendarDate;
  /** Decimal string exactly as published, e.g. "17.0423": units of `currency` per 1 USD. */
  readonly unitsPerUsd: string;
  /** The publishing day the rate was observed on (on or before `date`). */
  readonly observedOn: CalendarDate;
  readonly provider: string;
}

/** A rate ready to convert with: its evidence and `unitsPerUsd` as an exact fraction, parsed once. */
export interface UsdRate extends UsdRateEvidence {
  readonly exact: ParsedRate;
}

export interface UsdRateRequest {
  /** Lowercase codes, `usd` excluded. */
  readonly currencies: readonly string[];
  readonly dates: readonly CalendarDate[];
}

/**
 * Historical USD rates. One call covers every currency and day a computation needs.
 * Fails with `DomainError('service_unavailable')` when a needed rate cannot be had.
 */
export interface ExchangeRates {
  usdRates(request: UsdRateRequest): Promise<UsdRateTable>;
}

export interface UsdRateTable {
  /** The rate for a (currency, day) that was requested; undefined if not requested. */
  get(currency: string, date: CalendarDate): UsdRate | undefined;
}

export function usdRateKey(currency: string, date: CalendarDate): string {
  return `${currency}:${date}`;
}

/** Fails with `service_unavailable` when the published number is not a positive decimal. */
export function usdRate(evidence: UsdRateEvidence): UsdRate {
  return { ...evidence, exact: parseUnitsPerUsd(evidence.unitsPerUsd) };
}

/** Parses each rate once, when the table is built. */
export function usdRateTable(rates: Iterable<UsdRateEvidence>): UsdRateTable {
  const byCurrency = new Map<string, Map<CalendarDate, UsdRate>>();
  for (const rate of rates) {
    let byDate = byCurrency.get(rate.currency);
    if (!byDate) byCurrency.set(rate.currency, (byDate = new Map()));
    byDate.set(rate.date, usdRate(rate));
  }
  return { get: (currency, date) => byCurrency.get(currency)?.get(date) };
}
