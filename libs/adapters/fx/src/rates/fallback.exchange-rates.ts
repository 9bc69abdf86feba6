import {
  DomainError,
  ExchangeRates,
  isCalendarDate,
  isCurrencyCode,
  UsdRateEvidence,
  usdRateKey,
  UsdRateRequest,
  UsdRateTable,
  usdRateTable,
} from '@gig/domain';
import type { RateSource } from './rate-source';

interface Pair {
  readonly currency: string;
  readonly date: string;
}

const MISSING_SHOWN = 5;

/**
 * `ExchangeRates` over sources in priority order: each later source is asked only for the pairs the
 * earlier ones could not settle. All pairs are answered or the call fails with `service_unavailable`.
 */
export class FallbackExchangeRates implements ExchangeRates {
  constructor(private readonly sources: readonly RateSource[]) {
    if (sources.length === 0) throw new Error('FallbackExchangeRates needs at least one source');
  }

  async usdRates(request: UsdRateRequest): Promise<UsdRateTable> {
    const pending = pairsOf(request);
    const found: UsdRateEvidence[] = [];
    const failures: string[] = [];
    for (const source of this.sources) {
      if (pending.size === 0) break;
      const answer = await source.rates(requestOf(pending.values()));
      if (answer.failure) failures.push(answer.failure);
      for (const rate of answer.rates) {
        if (pending.delete(usdRateKey(rate.currency, rate.date))) found.push(rate);
      }
    }
    if (pending.size > 0) throw unavailable([...pending.values()], failures);
    return usdRateTable(found);
  }
}

function pairsOf(request: UsdRateRequest): Map<string, Pair> {
  const pairs = new Map<string, Pair>();
  for (const currency of request.currencies) {
    if (!isCurrencyCode(currency) || currency === 'usd') throw new Error(`Not a foreign currency code: ${currency}`);
    for (const date of request.dates) {
      if (!isCalendarDate(date)) throw new Error(`Not a calendar date: ${date}`);
      pairs.set(usdRateKey(currency, date), { currency, date });
    }
  }
  return pairs;
}

function requestOf(pairs: Iterable<Pair>): UsdRateRequest {
  const currencies = new Set<string>();
  const dates = new Set<string>();
  for (const pair of pairs) {
    currencies.add(pair.currency);
    dates.add(pair.date);
  }
  return { currencies: [...currencies].sort(), dates: [...dates].sort() };
}

function unavailable(missing: Pair[], failures: string[]): DomainError {
  const shown = missing.slice(0, MISSING_SHOWN).map((pair) => `${pair.currency} on ${pair.date}`);
  const more = missing.length > MISSING_SHOWN ? ` and ${missing.length - MISSING_SHOWN} more` : '';
  const why = failures.length > 0 ? ` Provider failures: ${failures.join('; ')}.` : ' No provider published a rate within 7 days before.';
  return new DomainError('service_unavailable', `Exchange rates unavailable: no USD rate for ${shown.join(', ')}${more}.${why}`);
}
