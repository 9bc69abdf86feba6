import { addDays } from '../dates/calendar-date';
import { exactAverageMonthly, roundAverageMonthly } from './average-monthly';
import { dailySeries, series, window } from './insights.fixture';

const averages = roundAverageMonthly;

describe('average monthly income', () => {
  it('is null for every N when the window is 29 days long', () => {
    const range = window('2025-03-01', '2025-03-29');
    expect(averages(exactAverageMonthly(dailySeries(range, '2025-03-01', new Array(29).fill(100))))).toEqual({ d30: null, d90: null, d180: null, d365: null });
  });

  it('scales the last 30 days to an average month (× 30.4375 / 30)', () => {
    const range = window('2025-03-01', '2025-03-30');
    // (1000 + 2000) × 30.4375 / 30 = 3043.75 cents → 3044
    expect(averages(exactAverageMonthly(series(range, [['2025-03-01', 1000], ['2025-03-30', 2000]])))).toEqual({ d30: 30.44, d90: null, d180: null, d365: null });
  });

  it('takes only the last N days for each N', () => {
    const range = window('2025-01-01', '2025-03-31'); // 31 + 28 + 31 = 90 days
    const days = series(range, [['2025-01-01', 9000], ['2025-03-01', 7], ['2025-03-02', 300]]);
    // d30 covers 03-02 … 03-31: 300 × 30.4375 / 30 = 304.375 → 304 cents
    // d90 covers everything: 9307 × 30.4375 / 90 = 3147.58 cents → 3148
    expect(averages(exactAverageMonthly(days))).toEqual({ d30: 3.04, d90: 31.48, d180: null, d365: null });
  });

  it('gives every N on a year of 1.00 a day the same 30.44', () => {
    const range = window('2025-01-01', '2025-12-31');
    const days = dailySeries(range, '2025-01-01', new Array(365).fill(100));
    // 100 × N × 30.4375 / N = 3043.75 cents
    expect(averages(exactAverageMonthly(days))).toEqual({ d30: 30.44, d90: 30.44, d180: 30.44, d365: 30.44 });
    expect(addDays('2025-01-01', 364)).toBe('2025-12-31');
  });
});
