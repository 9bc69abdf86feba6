export { InMemoryUsdRateStore } from './in-memory.usd-rate.store';
export { describeUsdRateStoreContract } from './usd-rate.store.contract';
export type { UsdRateStoreHarness } from './usd-rate.store.contract';
