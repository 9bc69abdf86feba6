import type { UsdRateFetch, UsdRateObservation, UsdRateStore } from '@gig/fx';
import { DEMO_USD_RATES } from './demo-usd-rates.data';

/**
 * Puts the demo window's real currency-api rates into the rate cache, as the provider would have
 * left them (its observations, and the fetch log that says the window was read), so that the
 * multi-currency demo converts without a network.
 */
export async function seedDemoRates(store: UsdRateStore): Promise<void> {
  const { provider, coverage, currencies, unitsPerUsd } = DEMO_USD_RATES;
  const fetchedAt = new Date(DEMO_USD_RATES.extractedAt);
  const observations: UsdRateObservation[] = Object.entries(unitsPerUsd).flatMap(([observedOn, rates]) =>
    Object.entries(rates).map(([currency, rate]) => ({ provider, currency, observedOn, unitsPerUsd: rate, fetchedAt })),
  );
  const fetches: UsdRateFetch[] = currencies.map((currency) => ({ provider, currency, from: coverage.from, to: coverage.to, fetchedAt }));
  await store.saveObservations(observations);
  await store.saveFetches(fetches);
}
