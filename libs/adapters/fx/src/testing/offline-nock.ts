import nock from 'nock';

/** The fx specs talk only to nock's interceptors: no real network, and no interceptor outlives its test. */
export function useOfflineNock(): void {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
}
