import { describeExchangeRatesContract } from '@gig/testing';
import { fakeFrankfurter, FRANKFURTER_URL } from '../testing/frankfurter.upstream';
import { useOfflineNock } from '../testing/offline-nock';
import { TEST_HTTP } from '../testing/test-http';
import { FrankfurterExchangeRates } from './frankfurter.exchange-rates';

useOfflineNock();

describeExchangeRatesContract('FrankfurterExchangeRates', () => {
  const upstream = fakeFrankfurter();
  return {
    rates: new FrankfurterExchangeRates({ baseUrl: FRANKFURTER_URL, http: TEST_HTTP }),
    publish: upstream.publish,
    failUpstream: upstream.failUpstream,
  };
});
