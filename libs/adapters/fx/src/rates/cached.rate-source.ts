import { addDays, calendarDateAt, CalendarDate, Clock, UsdRateRequest } from '@gig/domain';
import type { UsdRateObservation, UsdRateStore, UsdRateStoreQuery } from '../ports/usd-rate.store';
import { freshCoverage } from './coverage';
import { RateEvidence } from './rate-evidence';
import { LOOKBACK_DAYS, ProviderAnswer, RateProvider } from './rate-provider';
import { failureOf, RateSource, settledRates, SourceAnswer } from './rate-source';

/**
 * A provider behind the store: only (currency, day) pairs the fetch log cannot settle are asked,
 * final days are never asked again, recent days at most once a day, identical fetches in flight are shared.
 */
export class CachedRateSource implements RateSource {
  readonly name: string;
  private readonly inFlight = new Map<string, Promise<ProviderAnswer>>();

  constructor(
    private readonly provider: RateProvider,
    private readonly store: UsdRateStore,
    private readonly clock: Clock,
  ) {
    this.name = provider.name;
  }

  async rates(request: UsdRateRequest): Promise<SourceAnswer> {
    if (request.currencies.length === 0 || request.dates.length === 0) return { rates: [] };
    const query = this.storeQuery(request);
    const [stored, fetches] = await Promise.all([this.store.findObservations(query), this.store.findFetches(query)]);
    const coverage = freshCoverage(fetches, calendarDateAt(this.clock.now()));
    const cached = new RateEvidence(stored, coverage);
    const missing = missingPairs(cached, request);
    if (missing.currencies.length === 0) return { rates: settledRates(cached, request) };
    try {
      const answer = await this.fetch(missing);
      const evidence = new RateEvidence([...stored, ...answer.observations], [...coverage, ...answer.coverage]);
      return { rates: settledRates(evidence, request) };
    } catch (error) {
      return { rates: settledRates(cached, request), failure: failureOf(this.name, error) };
    }
  }

  private storeQuery(request: UsdRateRequest): UsdRateStoreQuery {
    const dates = [...request.dates].sort();
    return {
      provider: this.name,
      currencies: request.currencies,
      from: addDays(dates[0], -LOOKBACK_DAYS),
      to: dates[dates.length - 1],
    };
  }

  private fetch(missing: UsdRateRequest): Promise<ProviderAnswer> {
    const key = JSON.stringify([missing.currencies, missing.dates]);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = this.fetchAndSave(missing).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  private async fetchAndSave(missing: UsdRateRequest): Promise<ProviderAnswer> {
    const answer = await this.provider.observe(missing.currencies, missing.dates);
    const fetchedAt = this.clock.now();
    const rows: UsdRateObservation[] = answer.observations.map((row) => ({ ...row, fetchedAt }));
    await this.store.saveObservations(rows);
    await this.store.saveFetches(answer.coverage.map((range) => ({ ...range, provider: this.name, fetchedAt })));
    return answer;
  }
}

function missingPairs(evidence: RateEvidence, request: UsdRateRequest): UsdRateRequest {
  const currencies = new Set<string>();
  const dates = new Set<CalendarDate>();
  for (const currency of request.currencies) {
    for (const date of request.dates) {
      if (evidence.resolve(currency, date).kind !== 'miss') continue;
      currencies.add(currency);
      dates.add(date);
    }
  }
  return { currencies: [...currencies].sort(), dates: [...dates].sort() };
}
