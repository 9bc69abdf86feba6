import type { Clock, ExchangeRates } from '@gig/domain';
import type { FxConfig, FxProviderName } from './config/fx-config';
import { CurrencyApiRateProvider } from './currency-api/currency-api.rate-provider';
import { FrankfurterRateProvider } from './frankfurter/frankfurter.rate-provider';
import type { FetchFn, HttpOptions } from './http/fetch-json';
import { CachedRateSource } from './rates/cached.rate-source';
import { FallbackExchangeRates } from './rates/fallback.exchange-rates';
import { MemoizedExchangeRates } from './rates/memoized.exchange-rates';
import type { RateProvider } from './rates/rate-provider';
import type { UsdRateStore } from './ports/usd-rate.store';

export interface CreateExchangeRatesOptions {
  readonly config: FxConfig;
  readonly store: UsdRateStore;
  readonly clock: Clock;
  /** Defaults to the global `fetch`. */
  readonly fetch?: FetchFn;
  /** Told of each call to a provider (not the cache): whether it answered, and how long it took (metrics). */
  readonly onProviderCall?: (call: ProviderCall) => void;
}

export interface ProviderCall {
  readonly provider: FxProviderName;
  readonly outcome: 'answered' | 'failed';
  readonly seconds: number;
}

/** The configured providers in priority order, each cached in the store; final days also kept in memory. */
export function createExchangeRates(options: CreateExchangeRatesOptions): ExchangeRates {
  const http: HttpOptions = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.config.timeoutMs,
    retryDelayMs: options.config.retryDelayMs,
  };
  const sources = options.config.providers.map(
    (name) => new CachedRateSource(observed(name, createRateProvider(name, options.config, http), options.onProviderCall), options.store, options.clock),
  );
  return new MemoizedExchangeRates(new FallbackExchangeRates(sources), options.clock);
}

export function createRateProvider(name: FxProviderName, config: FxConfig, http: HttpOptions): RateProvider {
  switch (name) {
    case 'frankfurter':
      return new FrankfurterRateProvider({ baseUrl: config.frankfurterUrl, http });
    case 'currency-api':
      return new CurrencyApiRateProvider({
        baseUrl: config.currencyApiUrl,
        mirrorUrl: config.currencyApiMirrorUrl,
        http,
      });
  }
}

function observed(name: FxProviderName, provider: RateProvider, onCall: CreateExchangeRatesOptions['onProviderCall']): RateProvider {
  if (!onCall) return provider;
  return {
    name: provider.name,
    observe: async (currencies, dates) => {
      const started = performance.now();
      const tell = (outcome: ProviderCall['outcome']) => onCall({ provider: name, outcome, seconds: (performance.now() - started) / 1000 });
      try {
        const answer = await provider.observe(currencies, dates);
        tell('answered');
        return answer;
      } catch (error) {
        tell('failed');
        throw error;
      }
    },
  };
}
