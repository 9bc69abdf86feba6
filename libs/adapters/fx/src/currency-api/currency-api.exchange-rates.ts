import { FallbackExchangeRates } from '../rates/fallback.exchange-rates';
import { UncachedRateSource } from '../rates/rate-source';
import { CurrencyApiOptions, CurrencyApiRateProvider } from './currency-api.rate-provider';

/** `ExchangeRates` from the currency-api alone, uncached. */
export class CurrencyApiExchangeRates extends FallbackExchangeRates {
  constructor(options: CurrencyApiOptions) {
    super([new UncachedRateSource(new CurrencyApiRateProvider(options))]);
  }
}
