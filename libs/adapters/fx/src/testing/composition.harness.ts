import { fixedClock, TestClock } from '@gig/testing';
import type { ExchangeRates } from '@gig/domain';
import { FX_DEFAULTS, FxConfig } from '../config/fx-config';
import { createExchangeRates, CreateExchangeRatesOptions } from '../create-exchange-rates';
import { CurrencyApiHarness, fakeCurrencyApi } from './currency-api.upstream';
import { fakeFrankfurter } from './frankfurter.upstream';
import { InMemoryUsdRateStore } from './in-memory.usd-rate.store';
import type { UpstreamHarness } from './upstream.harness';

/** Patient timeouts, as TEST_HTTP: a slow answer on a loaded machine must not become a retry. */
export const TEST_CONFIG: FxConfig = { ...FX_DEFAULTS, timeoutMs: 2_000, retryDelayMs: 0 };

export interface Composition {
  readonly rates: ExchangeRates;
  readonly store: InMemoryUsdRateStore;
  readonly clock: TestClock;
  readonly frankfurter: UpstreamHarness;
  readonly currencyApi: CurrencyApiHarness;
}

export interface CompositionOptions {
  readonly now?: string;
  readonly config?: FxConfig;
  /** False leaves Frankfurter to the spec's own interceptors. */
  readonly fakeFrankfurter?: boolean;
  readonly onProviderCall?: CreateExchangeRatesOptions['onProviderCall'];
}

/** `createExchangeRates` with fake upstreams, an in-memory store and a clock (default 2025-06-01). */
export function composition(options: CompositionOptions = {}): Composition {
  const config = options.config ?? TEST_CONFIG;
  const store = new InMemoryUsdRateStore();
  const clock = fixedClock(options.now ?? '2025-06-01T12:00:00Z');
  return {
    rates: createExchangeRates({ config, store, clock, onProviderCall: options.onProviderCall }),
    store,
    clock,
    frankfurter: options.fakeFrankfurter === false ? unscripted() : fakeFrankfurter(),
    currencyApi: fakeCurrencyApi(),
  };
}

function unscripted(): UpstreamHarness {
  const refuse = () => {
    throw new Error('Frankfurter is scripted by the spec');
  };
  return { publish: refuse, failUpstream: refuse, requests: [] };
}
