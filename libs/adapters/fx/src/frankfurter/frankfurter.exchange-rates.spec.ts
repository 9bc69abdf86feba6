import nock from 'nock';
import { describeExchangeRatesContract } from '@gig/testing';
import { fakeFrankfurter, FRANKFURTER_URL } from '../testing/frankfurter.upstream';
import { TEST_HTTP } from '../testing/test-http';
import { FrankfurterExchangeRates } from './frankfurter.exchange-rates';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describeExchangeRatesContract('FrankfurterExchangeRates', () => {
  const upstream = fakeFrankfurter();
  return {
    rates: new FrankfurterExchangeRates({ baseUrl: FRANKFURTER_URL, http: TEST_HTTP }),
    publish: upstream.publish,
    failUpstream: upstream.failUpstream,
  };
});
