import type { AggregatedEarnings } from '../api/console-schemas';
import { buildEarningsSeries, convertedToUsd } from './earnings-series';

const detail = (platform: 'uber' | 'didi' | 'rappi', amount: number) => ({ platform, account_id: `acc-${platform}`, amount, count_trips: null });
const day = (earning_date: string, amount: number, details: ReturnType<typeof detail>[] | null, currency: 'mxn' | 'usd' = 'mxn') => ({
  earning_date,
  amount,
  currency,
  count_trips: null,
  details,
  currency_note: currency === 'usd' ? ('converted_from_multiple' as const) : null,
});
const answer = (earnings: AggregatedEarnings['earnings']): AggregatedEarnings => ({
  platforms_count: 2,
  platforms: [
    { platform: 'didi', account_id: 'acc-didi', last_successful_connection: '2026-11-01' },
    { platform: 'uber', account_id: 'acc-uber', last_successful_connection: '2026-11-01' },
  ],
  earnings,
});

describe('buildEarningsSeries', () => {
  it('gives one dataset per platform and one amount per day, from the details as they are', () => {
    const series = buildEarningsSeries(answer([day('2026-11-02', 30.1, [detail('uber', 30.1)]), day('2026-11-01', 812.55, [detail('uber', 800.45), detail('didi', 12.1)])]));
    expect(series).toEqual({
      dates: ['2026-11-01', '2026-11-02'],
      datasets: [
        { platform: 'didi', amounts: [12.1, 0] },
        { platform: 'uber', amounts: [800.45, 30.1] },
      ],
    });
  });

  it('leaves out platforms without earnings and adds platforms missing from the list', () => {
    const series = buildEarningsSeries(answer([day('2026-11-01', 5, [detail('rappi', 5)])]));
    expect(series.datasets).toEqual([{ platform: 'rappi', amounts: [5] }]);
  });

  it('puts days without details under "all"', () => {
    expect(buildEarningsSeries(answer([day('2026-11-01', 7.25, null)])).datasets).toEqual([{ platform: 'all', amounts: [7.25] }]);
  });

  it('adds the details of two accounts of one platform to the cent', () => {
    const series = buildEarningsSeries(answer([day('2026-11-01', 0.3, [detail('uber', 0.1), detail('uber', 0.2)])]));
    expect(series.datasets).toEqual([{ platform: 'uber', amounts: [0.3] }]);
  });

  it('is empty for no earnings', () => {
    expect(buildEarningsSeries(answer([]))).toEqual({ dates: [], datasets: [] });
  });
});

describe('convertedToUsd', () => {
  it('is set when a day was converted', () => {
    expect(convertedToUsd(answer([day('2026-11-01', 1, null)]))).toBe(false);
    expect(convertedToUsd(answer([day('2026-11-01', 1, null), day('2026-11-02', 2, null, 'usd')]))).toBe(true);
  });
});
