import { addDays } from '../dates/calendar-date';
import { dailySeries, series, window } from './insights.fixture';
import { nearestRank, trailing30DaySums, trailingMonthlyPercentiles } from './trailing-monthly-percentiles';

describe('trailing 30-day sums and their nearest-rank percentiles', () => {
  it('has none in a 29-day window', () => {
    const range = window('2025-03-01', '2025-03-29');
    const days = dailySeries(range, '2025-03-01', new Array(29).fill(100));
    expect(trailing30DaySums(days)).toEqual([]);
    expect(trailingMonthlyPercentiles(days)).toEqual({ monthlyIncomeP10: null, monthlyIncomeP50: null, monthlyIncomeP90: null });
  });

  it('sums the 30 days ending on each day from S + 29 to E', () => {
    // 1.00 every day of Jan 1 … Feb 3 except 10.00 on Jan 31 and nothing on Feb 2
    const range = window('2025-01-01', '2025-02-03');
    const amounts = new Array(34).fill(100);
    amounts[30] = 1000; // Jan 31
    const days = series(range, amounts.map((cents, i) => [addDays('2025-01-01', i), cents] as [string, number]).filter(([date]) => date !== '2025-02-02'));
    // d = Jan 30: Jan 1–30 = 3000; Jan 31: Jan 2–31 = 2900 + 1000 = 3900; Feb 1: Jan 3–Feb 1 = 2800 + 1000 + 100 = 3900;
    // Feb 2: Jan 4–Feb 2 = 2700 + 1000 + 100 + 0 = 3800; Feb 3: Jan 5–Feb 3 = 2600 + 1000 + 100 + 0 + 100 = 3800
    expect(trailing30DaySums(days)).toEqual([3000, 3900, 3900, 3800, 3800]);
    // sorted 3000 3800 3800 3900 3900, n = 5: p10 → ⌈0.5⌉ = 1st, p50 → ⌈2.5⌉ = 3rd, p90 → ⌈4.5⌉ = 5th
    expect(trailingMonthlyPercentiles(days)).toEqual({ monthlyIncomeP10: 30, monthlyIncomeP50: 38, monthlyIncomeP90: 39 });
  });

  it('starts 29 days after the first worked day', () => {
    const range = window('2025-01-01', '2025-03-01');
    const days = series(range, [['2025-01-20', 500], ['2025-02-18', 1], ['2025-02-19', 2]]);
    // d from Feb 18 (Jan 20 + 29) to Mar 1: 11 + 1 = 12 sums; Feb 18 covers Jan 20 … Feb 18, Feb 19 covers Jan 21 … Feb 19
    const sums = trailing30DaySums(days);
    expect(sums).toHaveLength(12);
    expect(sums.slice(0, 2)).toEqual([501, 3]);
    expect(trailing30DaySums(series(range, []))).toEqual([]);
  });

  it('takes the ⌈p·n⌉-th smallest value', () => {
    const values = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect([10, 50, 90].map((p) => nearestRank(values, p))).toEqual([1, 5, 9]); // ranks 1, 5, 9 of 10
    expect([10, 50, 90].map((p) => nearestRank([7], p))).toEqual([7, 7, 7]);
    expect([10, 50, 90].map((p) => nearestRank([4, 2], p))).toEqual([2, 2, 4]); // ⌈0.2⌉ = 1, ⌈1⌉ = 1, ⌈1.8⌉ = 2
    expect(nearestRank([], 50)).toBeNull();
  });
});
