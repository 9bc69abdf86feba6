import { describeExchangeRatesContract } from '@gig/testing';
import { CURRENCY_API_MIRROR_URL, CURRENCY_API_URL, fakeCurrencyApi } from '../testing/currency-api.upstream';
import { useOfflineNock } from '../testing/offline-nock';
import { TEST_HTTP } from '../testing/test-http';
import { CurrencyApiExchangeRates } from './currency-api.exchange-rates';

useOfflineNock();

describeExchangeRatesContract('CurrencyApiExchangeRates', () => {
  const upstream = fakeCurrencyApi();
  return {
    rates: new CurrencyApiExchangeRates({ baseUrl: CURRENCY_API_URL, mirrorUrl: CURRENCY_API_MIRROR_URL, http: TEST_HTTP }),
    publish: upstream.publish,
    failUpstream: upstream.failUpstream,
  };
});
