import { addDays, CalendarDate } from '@gig/domain';
import { fetchOptionalJson, HttpOptions } from '../http/fetch-json';
import { isUpstreamError, UpstreamError } from '../http/upstream.error';
import { mergeCoverage } from '../rates/coverage';
import { LOOKBACK_DAYS, ProviderAnswer, RateCoverage, RateObservation, RateProvider } from '../rates/rate-provider';
import { mapWithConcurrency } from './map-with-concurrency';
import {
  CURRENCY_API,
  CURRENCY_API_FIRST_DAY,
  CurrencyApiSnapshot,
  parseCurrencyApiSnapshot,
} from './currency-api.snapshot';

/** Days fetched at the same time. */
export const CURRENCY_API_CONCURRENCY = 4;

export interface CurrencyApiOptions {
  /** e.g. `https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api`; `@{date}/v1/currencies/usd.json` is appended. */
  readonly baseUrl: string;
  /** Second try, `{date}` replaced, e.g. `https://{date}.currency-api.pages.dev/v1/currencies/usd.json`. */
  readonly mirrorUrl: string;
  readonly http: HttpOptions;
}

type Snapshots = Map<CalendarDate, Promise<CurrencyApiSnapshot | undefined>>;

/**
 * The open currency-api: one daily snapshot per request. For each requested day it walks back from
 * that day until every currency has a rate or the lookback is exhausted; each day is fetched once.
 */
export class CurrencyApiRateProvider implements RateProvider {
  readonly name = CURRENCY_API;

  constructor(private readonly options: CurrencyApiOptions) {}

  async observe(currencies: readonly string[], dates: readonly CalendarDate[]): Promise<ProviderAnswer> {
    const snapshots: Snapshots = new Map();
    const days = [...new Set(dates)].sort().reverse();
    await mapWithConcurrency(days, CURRENCY_API_CONCURRENCY, (day) => this.walk(day, currencies, snapshots));
    const observations: RateObservation[] = [];
    const coverage: RateCoverage[] = [];
    for (const [day, pending] of snapshots) {
      const snapshot = await pending;
      const from = snapshot?.date ?? day;
      for (const currency of currencies) coverage.push({ currency, from, to: day });
      for (const [currency, unitsPerUsd] of snapshot?.rates ?? []) {
        observations.push({ provider: CURRENCY_API, currency, observedOn: from, unitsPerUsd });
      }
    }
    return { observations: dedupe(observations), coverage: mergeCoverage(coverage) };
  }

  private async walk(date: CalendarDate, currencies: readonly string[], snapshots: Snapshots): Promise<void> {
    const needed = new Set(currencies);
    const oldest = addDays(date, -LOOKBACK_DAYS);
    let day = date;
    while (needed.size > 0 && day >= oldest) {
      let pending = snapshots.get(day);
      if (!pending) {
        pending = this.snapshot(day, currencies);
        snapshots.set(day, pending);
      }
      const snapshot = await pending;
      for (const currency of snapshot?.rates.keys() ?? []) needed.delete(currency);
      day = addDays(snapshot?.date ?? day, -1);
    }
  }

  private async snapshot(day: CalendarDate, currencies: readonly string[]): Promise<CurrencyApiSnapshot | undefined> {
    if (day < CURRENCY_API_FIRST_DAY) return undefined;
    const primary = `${this.options.baseUrl}@${day}/v1/currencies/usd.json`;
    const mirror = this.options.mirrorUrl.split('{date}').join(day);
    try {
      return await this.fetchSnapshot(primary, day, currencies);
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      try {
        return await this.fetchSnapshot(mirror, day, currencies);
      } catch (mirrorError) {
        if (!isUpstreamError(mirrorError)) throw mirrorError;
        throw new UpstreamError(`${day}: ${error.message}; mirror: ${mirrorError.message}`);
      }
    }
  }

  private async fetchSnapshot(url: string, day: CalendarDate, currencies: readonly string[]) {
    const body = await fetchOptionalJson(url, this.options.http);
    return body === undefined ? undefined : parseCurrencyApiSnapshot(body, day, currencies);
  }
}

function dedupe(observations: RateObservation[]): RateObservation[] {
  return [...new Map(observations.map((row) => [`${row.currency}:${row.observedOn}`, row])).values()];
}
