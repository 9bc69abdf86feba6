import { addDays, daysInclusive } from '@gig/domain';
import { composition, TEST_CONFIG } from '../testing/composition.harness';
import { useOfflineNock } from '../testing/offline-nock';
import { weekdayRates } from '../testing/upstream.harness';

useOfflineNock();

const HOUR_MS = 3_600_000;
const RATES = weekdayRates({ mxn: 17.0423, cop: 3947.3, brl: 4.9561 }, '2023-12-01', '2025-02-28');

function datesFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}


function publishedComposition(now: string) {
  const subject = composition({ now, config: TEST_CONFIG });
  subject.frankfurter.publish(RATES);
  subject.currencyApi.publish(RATES);
  return subject;
}

describe('cached exchange rates', () => {
  it('asks the primary once for 365 days of 3 currencies, and not at all when warm', async () => {
    const subject = publishedComposition('2025-06-01T12:00:00Z');
    const request = { currencies: ['brl', 'cop', 'mxn'], dates: datesFrom('2024-01-01', 365) };
    expect(daysInclusive(request.dates[0], request.dates[364])).toBe(365);

    const cold = await subject.rates.usdRates(request);
    expect(subject.frankfurter.requests).toEqual([
      '/v2/rates?from=2023-12-25&to=2024-12-30&base=USD&quotes=BRL,COP,MXN',
    ]);
    const warm = await subject.rates.usdRates(request);

    expect(subject.frankfurter.requests).toHaveLength(1);
    expect(subject.currencyApi.requests).toEqual([]);
    expect(warm.get('cop', '2024-06-15')).toEqual(cold.get('cop', '2024-06-15'));
    expect(warm.get('cop', '2024-06-15')).toMatchObject({ observedOn: '2024-06-14', provider: 'frankfurter' });
  });

  it('shares one upstream request between identical concurrent calls', async () => {
    const subject = publishedComposition('2025-06-01T12:00:00Z');
    const request = { currencies: ['cop', 'mxn'], dates: datesFrom('2024-03-01', 60) };

    const [first, second] = await Promise.all([subject.rates.usdRates(request), subject.rates.usdRates(request)]);

    expect(subject.frankfurter.requests).toHaveLength(1);
    expect(second.get('mxn', '2024-03-30')).toEqual(first.get('mxn', '2024-03-30'));
  });

  it('never asks again for days that were final when fetched', async () => {
    const subject = publishedComposition('2025-03-15T12:00:00Z');
    const request = { currencies: ['mxn'], dates: datesFrom('2025-01-06', 10) };
    await subject.rates.usdRates(request);

    subject.clock.set('2025-09-01T00:00:00Z');
    await subject.rates.usdRates(request);

    expect(subject.frankfurter.requests).toHaveLength(1);
  });

  it('refreshes the recent window at most once a day', async () => {
    const subject = publishedComposition('2025-02-20T09:00:00Z');
    const request = { currencies: ['mxn'], dates: datesFrom('2025-02-10', 10) };
    await subject.rates.usdRates(request);

    subject.clock.advance(14 * HOUR_MS);
    await subject.rates.usdRates(request);
    expect(subject.frankfurter.requests).toHaveLength(1);

    subject.clock.advance(2 * HOUR_MS);
    await subject.rates.usdRates(request);
    expect(subject.frankfurter.requests).toEqual([
      '/v2/rates?from=2025-02-03&to=2025-02-19&base=USD&quotes=MXN',
      '/v2/rates?from=2025-02-03&to=2025-02-19&base=USD&quotes=MXN',
    ]);
  });

  it('does not ask again about a final range that has no rate anywhere', async () => {
    const subject = publishedComposition('2025-06-01T12:00:00Z');
    const request = { currencies: ['ars'], dates: ['2024-08-07'] };
    await expect(subject.rates.usdRates(request)).rejects.toMatchObject({ code: 'service_unavailable' });
    const asked = subject.frankfurter.requests.length + subject.currencyApi.requests.length;

    await expect(subject.rates.usdRates(request)).rejects.toMatchObject({ code: 'service_unavailable' });

    expect(subject.frankfurter.requests.length + subject.currencyApi.requests.length).toBe(asked);
  });

  it('keeps cached primary rates and asks the fallback only for new days when the primary is down', async () => {
    const subject = publishedComposition('2025-06-01T12:00:00Z');
    await subject.rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-03'] });
    subject.frankfurter.failUpstream();

    const table = await subject.rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-03', '2025-01-20'] });

    expect(table.get('mxn', '2025-01-03')?.provider).toBe('frankfurter');
    expect(table.get('mxn', '2025-01-20')?.provider).toBe('currency-api');
    expect(subject.currencyApi.requests).toHaveLength(1);
  });

  it('stores each observation with provider, currency, day, exact rate and fetch time', async () => {
    const subject = publishedComposition('2025-06-01T12:00:00Z');
    await subject.rates.usdRates({ currencies: ['cop'], dates: ['2025-01-06'] });

    expect(subject.store.allObservations()).toContainEqual({
      provider: 'frankfurter',
      currency: 'cop',
      observedOn: '2025-01-06',
      unitsPerUsd: RATES.find((rate) => rate.currency === 'cop' && rate.date === '2025-01-06')?.unitsPerUsd,
      fetchedAt: new Date('2025-06-01T12:00:00Z'),
    });
    expect(subject.store.allFetches()).toEqual([
      { provider: 'frankfurter', currency: 'cop', from: '2024-12-30', to: '2025-01-06', fetchedAt: new Date('2025-06-01T12:00:00Z') },
    ]);
  });
});
