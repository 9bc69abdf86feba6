import { FallbackExchangeRates } from '../rates/fallback.exchange-rates';
import { UncachedRateSource } from '../rates/rate-source';
import { FrankfurterOptions, FrankfurterRateProvider } from './frankfurter.rate-provider';

/** `ExchangeRates` from Frankfurter alone, uncached. */
export class FrankfurterExchangeRates extends FallbackExchangeRates {
  constructor(options: FrankfurterOptions) {
    super([new UncachedRateSource(new FrankfurterRateProvider(options))]);
  }
}
