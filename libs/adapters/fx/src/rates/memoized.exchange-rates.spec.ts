import { ExchangeRates, parsedRate, UsdRateRequest, usdRateTable } from '@gig/domain';
import { fixedClock } from '@gig/testing';
import { MemoizedExchangeRates } from './memoized.exchange-rates';

describe('MemoizedExchangeRates', () => {
  let calls: UsdRateRequest[];
  const inner: ExchangeRates = {
    usdRates: async (request) => {
      calls.push(request);
      return usdRateTable(request.currencies.flatMap((currency) =>
        request.dates.map((date) => ({ currency, date, unitsPerUsd: '20', observedOn: date, provider: 'frankfurter' }))));
    },
  };
  const clock = fixedClock('2025-03-31T12:00:00Z');

  beforeEach(() => {
    calls = [];
  });

  it('answers final days from memory and passes on only what it lacks', async () => {
    const rates = new MemoizedExchangeRates(inner, clock);
    const first = await rates.usdRates({ currencies: ['cop', 'mxn'], dates: ['2025-01-03', '2025-01-04'] });
    const second = await rates.usdRates({ currencies: ['mxn', 'cop'], dates: ['2025-01-04', '2025-01-03'] });
    expect(calls).toHaveLength(1);
    expect(second.get('cop', '2025-01-04')).toEqual(first.get('cop', '2025-01-04'));
    await rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-04', '2025-01-05'] });
    expect(calls[1]).toEqual({ currencies: ['mxn'], dates: ['2025-01-05'] });
  });

  it('keeps a final day parsed, handing back the same exact rate without parsing again', async () => {
    const rates = new MemoizedExchangeRates(inner, clock);
    const first = await rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-03'] });
    const second = await rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-03'] });
    expect(first.get('mxn', '2025-01-03')?.exact).toEqual(parsedRate(20n, 1n));
    expect(second.get('mxn', '2025-01-03')?.exact).toBe(first.get('mxn', '2025-01-03')?.exact);
  });

  it('never keeps a recent day, which may still be refreshed', async () => {
    const rates = new MemoizedExchangeRates(inner, clock);
    await rates.usdRates({ currencies: ['mxn'], dates: ['2025-02-28', '2025-03-30'] });
    await rates.usdRates({ currencies: ['mxn'], dates: ['2025-02-28', '2025-03-30'] });
    expect(calls[1]).toEqual({ currencies: ['mxn'], dates: ['2025-03-30'] });
  });

  it('stops remembering at its size limit but still answers', async () => {
    const rates = new MemoizedExchangeRates(inner, clock, 1);
    await rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-01', '2025-01-02'] });
    const again = await rates.usdRates({ currencies: ['mxn'], dates: ['2025-01-01', '2025-01-02'] });
    expect(calls[1]).toEqual({ currencies: ['mxn'], dates: ['2025-01-02'] });
    expect(again.get('mxn', '2025-01-02')?.unitsPerUsd).toBe('20');
  });

  it('fails as the inner rates fail, remembering nothing', async () => {
    const failing = new MemoizedExchangeRates({ usdRates: async () => Promise.reject(new Error('down')) }, clock);
    await expect(failing.usdRates({ currencies: ['mxn'], dates: ['2025-01-01'] })).rejects.toThrow('down');
  });
});
