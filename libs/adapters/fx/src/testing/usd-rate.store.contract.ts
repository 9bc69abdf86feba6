import type { UsdRateFetch, UsdRateObservation, UsdRateStore } from '../ports/usd-rate.store';
import { useHarness } from '@gig/testing';

export interface UsdRateStoreHarness {
  readonly store: UsdRateStore;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function describeUsdRateStoreContract(name: string, make: () => Promise<UsdRateStoreHarness>): void {
  describe(`UsdRateStore contract: ${name}`, () => {
    const harness = useHarness(make);

    const at = new Date('2025-03-01T10:00:00.000Z');
    const observation = (currency: string, observedOn: string, unitsPerUsd: string, provider = 'frankfurter'): UsdRateObservation =>
      ({ provider, currency, observedOn, unitsPerUsd, fetchedAt: at });

    it('finds observations by provider, currency and inclusive day range, rates exactly as saved', async () => {
      const rows = [
        observation('mxn', '2025-01-03', '20.51050000000000000001'),
        observation('cop', '2025-01-03', '4400.5'),
        observation('mxn', '2025-01-06', '20.4'),
        observation('mxn', '2025-01-07', '20.3'),
        observation('mxn', '2025-01-03', '99', 'currency-api'),
      ];
      await harness().store.saveObservations(rows);
      const found = await harness().store.findObservations({ provider: 'frankfurter', currencies: ['mxn'], from: '2025-01-03', to: '2025-01-06' });
      expect(found.sort((a, b) => a.observedOn.localeCompare(b.observedOn))).toEqual([rows[0], rows[2]]);
      expect(await harness().store.findObservations({ provider: 'frankfurter', currencies: [], from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
    });

    it('replaces an observation of the same provider, currency and day', async () => {
      await harness().store.saveObservations([observation('mxn', '2025-01-03', '20.5')]);
      const later = { ...observation('mxn', '2025-01-03', '20.6'), fetchedAt: new Date('2025-03-02T00:00:00.000Z') };
      await harness().store.saveObservations([observation('mxn', '2025-01-03', '20.55'), later]);
      expect(await harness().store.findObservations({ provider: 'frankfurter', currencies: ['mxn'], from: '2025-01-01', to: '2025-01-31' })).toEqual([later]);
    });

    it('finds fetch-log entries whose range overlaps the asked one, in the order they were saved', async () => {
      const fetch = (currency: string, from: string, to: string): UsdRateFetch => ({ provider: 'frankfurter', currency, from, to, fetchedAt: at });
      const log = [fetch('mxn', '2025-01-01', '2025-01-10'), fetch('mxn', '2025-01-11', '2025-01-20'), fetch('cop', '2025-01-01', '2025-01-31'), fetch('mxn', '2025-02-01', '2025-02-05')];
      await harness().store.saveFetches(log);
      await harness().store.saveFetches([]);
      expect(await harness().store.findFetches({ provider: 'frankfurter', currencies: ['mxn', 'cop'], from: '2025-01-10', to: '2025-01-11' })).toEqual(log.slice(0, 3));
      expect(await harness().store.findFetches({ provider: 'currency-api', currencies: ['mxn'], from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
    });
  });
}
