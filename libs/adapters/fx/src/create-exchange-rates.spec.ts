import nock from 'nock';
import { DomainError } from '@gig/domain';
import { describeExchangeRatesContract, EXCHANGE_RATES_CONTRACT_RATES } from '@gig/testing';
import type { ProviderCall } from './create-exchange-rates';
import { composition, TEST_CONFIG } from './testing/composition.harness';
import { FRANKFURTER_URL } from './testing/frankfurter.upstream';
import { useOfflineNock } from './testing/offline-nock';

useOfflineNock();

describeExchangeRatesContract('createExchangeRates (cached Frankfurter, then currency-api)', () => {
  const subject = composition();
  return {
    rates: subject.rates,
    publish: (rates) => {
      subject.frankfurter.publish(rates);
      subject.currencyApi.publish(rates);
    },
    failUpstream: () => {
      subject.frankfurter.failUpstream();
      subject.currencyApi.failUpstream();
    },
  };
});

describe('createExchangeRates fallback', () => {
  const request = { currencies: ['cop', 'mxn'], dates: ['2025-01-03', '2025-01-04'] };

  /** Frankfurter answers through a one-off interceptor; the currency-api publishes the contract rates. */
  function withBrokenPrimary(breakIt: (scope: nock.Interceptor) => void, config = TEST_CONFIG, onProviderCall?: (call: ProviderCall) => void) {
    const subject = composition({ fakeFrankfurter: false, config, onProviderCall });
    const scope = nock(FRANKFURTER_URL);
    breakIt(scope.get('/v2/rates').query(true));
    subject.currencyApi.publish(EXCHANGE_RATES_CONTRACT_RATES);
    return { ...subject, primaryAsked: () => scope.isDone() };
  }

  const expectCurrencyApiAnswer = async (subject: ReturnType<typeof withBrokenPrimary>) => {
    const table = await subject.rates.usdRates(request);
    expect(subject.primaryAsked()).toBe(true);
    expect(subject.store.allFetches().filter((entry) => entry.provider === 'frankfurter')).toEqual([]);
    expect(table.get('mxn', '2025-01-04')).toMatchObject({
      provider: 'currency-api',
      unitsPerUsd: '20.5105',
      observedOn: '2025-01-03',
    });
    expect(table.get('cop', '2025-01-03')).toMatchObject({ provider: 'currency-api', unitsPerUsd: '4346.3' });
  };

  it('falls back when the primary answers HTTP 500 twice', async () => {
    await expectCurrencyApiAnswer(withBrokenPrimary((scope) => scope.times(2).reply(500, 'down')));
  });

  it('tells of each provider call and its outcome (the metrics count them), not of answers from the cache', async () => {
    const calls: ProviderCall[] = [];
    const subject = withBrokenPrimary((scope) => scope.times(2).reply(500, 'down'), TEST_CONFIG, (call) => calls.push(call));
    await subject.rates.usdRates(request);
    await subject.rates.usdRates(request);
    expect(calls.map(({ provider, outcome }) => [provider, outcome])).toEqual([['frankfurter', 'failed'], ['currency-api', 'answered']]);
    expect(calls.every((call) => call.seconds >= 0)).toBe(true);
  });

  it('falls back when the primary times out', async () => {
    const impatient = { ...TEST_CONFIG, timeoutMs: 500 };
    await expectCurrencyApiAnswer(withBrokenPrimary((scope) => scope.times(2).delay(2_000).reply(200, []), impatient));
  });

  it('falls back when the primary answers malformed JSON', async () => {
    await expectCurrencyApiAnswer(withBrokenPrimary((scope) => scope.reply(200, '[{"date":"2025-01-03",')));
  });

  it('falls back when the primary answers a non-positive rate', async () => {
    const row = { date: '2025-01-03', base: 'USD', quote: 'MXN', rate: 0 };
    await expectCurrencyApiAnswer(withBrokenPrimary((scope) => scope.reply(200, [row])));
  });

  it('asks the fallback only for the currency the primary does not publish', async () => {
    const subject = composition();
    subject.frankfurter.publish(EXCHANGE_RATES_CONTRACT_RATES.filter((rate) => rate.currency === 'mxn'));
    subject.currencyApi.publish(EXCHANGE_RATES_CONTRACT_RATES);
    const table = await subject.rates.usdRates(request);
    expect(table.get('mxn', '2025-01-04')).toMatchObject({ provider: 'frankfurter', observedOn: '2025-01-03' });
    expect(table.get('cop', '2025-01-04')).toMatchObject({ provider: 'currency-api', unitsPerUsd: '4346.3' });
    expect(subject.frankfurter.requests).toHaveLength(1);
  });

  it('fails with service_unavailable, and no partial answer, when both providers are down', async () => {
    const subject = composition();
    subject.frankfurter.failUpstream();
    subject.currencyApi.failPrimaryHost();
    subject.currencyApi.failUpstream();
    const failing = subject.rates.usdRates(request);
    await expect(failing).rejects.toBeInstanceOf(DomainError);
    await expect(failing).rejects.toMatchObject({
      code: 'service_unavailable',
      message: expect.stringMatching(/frankfurter: .*HTTP 500.*currency-api: .*mirror: HTTP 502/),
    });
    expect(subject.store.allObservations()).toEqual([]);
  });
});
