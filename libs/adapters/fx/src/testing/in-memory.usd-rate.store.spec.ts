import { describeUsdRateStoreContract } from './usd-rate.store.contract';
import { InMemoryUsdRateStore } from './in-memory.usd-rate.store';

describeUsdRateStoreContract('in-memory', async () => {
  const harness = {
    store: new InMemoryUsdRateStore(),
    reset: async () => {
      harness.store = new InMemoryUsdRateStore();
    },
    close: async () => undefined,
  };
  return harness;
});
