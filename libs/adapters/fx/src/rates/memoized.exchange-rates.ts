import {
  addDays,
  calendarDateAt,
  Clock,
  ExchangeRates,
  UsdRate,
  UsdRateRequest,
  UsdRateTable,
} from '@gig/domain';
import { FINAL_AFTER_DAYS } from './coverage';

/** Room for ten years of six currencies, several times over. */
const DEFAULT_MAX_ENTRIES = 250_000;

/**
 * Keeps in memory the parsed rates of days that can no longer change (final days, as the cache defines
 * them), so that a warm request is answered without touching the database or a provider, or parsing again.
 * Only the pairs it does not hold are passed on, in one call.
 */
export class MemoizedExchangeRates implements ExchangeRates {
  /** currency → day → rate. */
  private readonly memo = new Map<string, Map<string, UsdRate>>();
  private size = 0;

  constructor(
    private readonly inner: ExchangeRates,
    private readonly clock: Clock,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  async usdRates(request: UsdRateRequest): Promise<UsdRateTable> {
    const missingDates = new Set<string>();
    const missingCurrencies = new Set<string>();
    for (const currency of request.currencies) {
      const known = this.memo.get(currency);
      for (const date of request.dates) {
        if (!known?.has(date)) {
          missingCurrencies.add(currency);
          missingDates.add(date);
        }
      }
    }
    if (missingDates.size === 0) return this.fromMemo();
    const currencies = [...missingCurrencies].sort();
    const dates = [...missingDates].sort();
    const fetched = await this.inner.usdRates({ currencies, dates });
    const lastFinal = addDays(calendarDateAt(this.clock.now()), -FINAL_AFTER_DAYS - 1);
    for (const currency of currencies) {
      for (const date of dates) {
        const rate = fetched.get(currency, date);
        if (rate && date <= lastFinal) this.remember(rate);
      }
    }
    return { get: (currency, date) => this.memo.get(currency)?.get(date) ?? fetched.get(currency, date) };
  }

  private remember(rate: UsdRate): void {
    if (this.size >= this.maxEntries) return;
    let byDate = this.memo.get(rate.currency);
    if (!byDate) this.memo.set(rate.currency, (byDate = new Map()));
    if (!byDate.has(rate.date)) this.size++;
    byDate.set(rate.date, rate);
  }

  /** A view over the memo (no copy): every pair asked for is in it. */
  private fromMemo(): UsdRateTable {
    return { get: (currency, date) => this.memo.get(currency)?.get(date) };
  }
}
