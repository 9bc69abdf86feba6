import {
  addDays,
  calendarDateAt,
  Clock,
  ExchangeRates,
  UsdRate,
  usdRateKey,
  UsdRateRequest,
  UsdRateTable,
  usdRateTable,
} from '@gig/domain';
import { FINAL_AFTER_DAYS } from './coverage';

/** Room for ten years of six currencies, several times over. */
const DEFAULT_MAX_ENTRIES = 250_000;

/**
 * Keeps in memory the rates of days that can no longer change (final days, as the cache defines
 * them), so that a warm request is answered without touching the database or a provider.
 * Only the pairs it does not hold are passed on, in one call.
 */
export class MemoizedExchangeRates implements ExchangeRates {
  private readonly memo = new Map<string, UsdRate>();

  constructor(
    private readonly inner: ExchangeRates,
    private readonly clock: Clock,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  async usdRates(request: UsdRateRequest): Promise<UsdRateTable> {
    const known: UsdRate[] = [];
    const missingDates = new Set<string>();
    const missingCurrencies = new Set<string>();
    for (const currency of request.currencies) {
      for (const date of request.dates) {
        const rate = this.memo.get(usdRateKey(currency, date));
        if (rate) known.push(rate);
        else {
          missingCurrencies.add(currency);
          missingDates.add(date);
        }
      }
    }
    if (missingDates.size === 0) return usdRateTable(known);
    const currencies = [...missingCurrencies].sort();
    const dates = [...missingDates].sort();
    const fetched = await this.inner.usdRates({ currencies, dates });
    const lastFinal = addDays(calendarDateAt(this.clock.now()), -FINAL_AFTER_DAYS - 1);
    const rates = [...known];
    for (const currency of currencies) {
      for (const date of dates) {
        const rate = fetched.get(currency, date);
        if (!rate) continue;
        rates.push(rate);
        if (date <= lastFinal && this.memo.size < this.maxEntries) this.memo.set(usdRateKey(currency, date), rate);
      }
    }
    return usdRateTable(rates);
  }
}
