import { CalendarDate, isCalendarDate } from '@gig/domain';
import { UpstreamError } from '../http/upstream.error';
import { parseRate } from '../rates/parse-rate';
import type { RateObservation } from '../rates/rate-provider';

export const FRANKFURTER = 'frankfurter';

interface Range {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** Validates a `/v2/rates` answer: an array of `{date, base, quote, rate}` rows, the identity row skipped. */
export function parseFrankfurterRows(body: unknown, range: Range, currencies: readonly string[]): RateObservation[] {
  if (!Array.isArray(body)) throw new UpstreamError('answer is not an array');
  const byKey = new Map<string, RateObservation>();
  for (const row of body) {
    const observation = parseRow(row, range, currencies);
    if (!observation) continue;
    const key = `${observation.currency}:${observation.observedOn}`;
    const previous = byKey.get(key);
    if (previous && previous.unitsPerUsd !== observation.unitsPerUsd) {
      throw new UpstreamError(`conflicting rates for ${key}`);
    }
    byKey.set(key, observation);
  }
  return [...byKey.values()];
}

function parseRow(row: unknown, range: Range, currencies: readonly string[]): RateObservation | undefined {
  if (typeof row !== 'object' || row === null) throw new UpstreamError('row is not an object');
  const { date, base, quote, rate } = row as Record<string, unknown>;
  if (base !== 'USD') throw new UpstreamError(`unexpected base ${JSON.stringify(base)}`);
  if (quote === base) return undefined;
  if (!isCalendarDate(date) || date < range.from || date > range.to) {
    throw new UpstreamError(`unexpected date ${JSON.stringify(date)}`);
  }
  const currency = typeof quote === 'string' ? quote.toLowerCase() : '';
  if (typeof quote !== 'string' || quote !== currency.toUpperCase() || !currencies.includes(currency)) {
    throw new UpstreamError(`unexpected quote ${JSON.stringify(quote)}`);
  }
  return {
    provider: FRANKFURTER,
    currency,
    observedOn: date,
    unitsPerUsd: parseRate(rate, `${currency} on ${date}`),
  };
}
