import { CalendarDate, isCalendarDate } from '@gig/domain';
import { UpstreamError } from '../http/upstream.error';
import { parseRate } from '../rates/parse-rate';

export const CURRENCY_API = 'currency-api';

/** The first day the currency-api published a daily snapshot. */
export const CURRENCY_API_FIRST_DAY = '2024-03-02';

/** One daily `usd.json`: the rates of the asked currencies it holds, as of `date`. */
export interface CurrencyApiSnapshot {
  readonly date: CalendarDate;
  readonly rates: ReadonlyMap<string, string>;
}

/** Validates `{"date": "...", "usd": {"mxn": 17.1, ...}}` fetched for `day`; other currencies are ignored. */
export function parseCurrencyApiSnapshot(
  body: unknown,
  day: CalendarDate,
  currencies: readonly string[],
): CurrencyApiSnapshot {
  if (typeof body !== 'object' || body === null) throw new UpstreamError('answer is not an object');
  const { date, usd } = body as Record<string, unknown>;
  if (!isCalendarDate(date) || date > day) throw new UpstreamError(`unexpected date ${JSON.stringify(date)}`);
  if (typeof usd !== 'object' || usd === null || Array.isArray(usd)) throw new UpstreamError('no "usd" rates');
  const table = usd as Record<string, unknown>;
  const rates = new Map<string, string>();
  for (const currency of currencies) {
    if (!Object.prototype.hasOwnProperty.call(table, currency)) continue;
    rates.set(currency, parseRate(table[currency], `${currency} on ${date}`));
  }
  return { date, rates };
}
