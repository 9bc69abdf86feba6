import { series, window } from './insights.fixture';
import { summarizeWorkedDays } from './worked-days-summary';

const march = window('2025-03-01', '2025-03-10');

describe('summarizeWorkedDays', () => {
  it('computes totals and activity from the first worked day to the window end', () => {
    const summary = summarizeWorkedDays(series(march, [['2025-03-04', 1000, 4], ['2025-03-05', 2550, null], ['2025-03-08', 333, 1]]));
    expect(summary).toEqual({
      total: 38.83, // 1000 + 2550 + 333 = 3883 cents
      daysWorked: 3,
      firstWorkedDate: '2025-03-04',
      lastWorkedDate: '2025-03-08',
      activeSpanDays: 7, // 03-10 − 03-04 + 1
      activeDayRatio: 0.4286, // 3 / 7 = 0.428571…
      daysWorkedPerWeek: 3, // 3 × 7 / 7
      averagePerWorkedDay: 12.94, // 3883 / 3 = 1294.33 cents
      earningsPerTrip: 7.77, // 3883 / (4 + 1) = 776.6 cents → 777
    });
  });

  it('rounds half a cent away from zero only at the end', () => {
    // 1 + 2 = 3 cents over 2 days = 1.5 cents → 0.02; 2 days × 7 / 3 = 4.666… per week
    const summary = summarizeWorkedDays(series(window('2025-03-01', '2025-03-03'), [['2025-03-01', 1], ['2025-03-03', 2]]));
    expect(summary.averagePerWorkedDay).toBe(0.02);
    expect(summary.daysWorkedPerWeek).toBe(4.67);
    expect(summary.activeDayRatio).toBe(0.6667);
  });

  it('has no earnings per trip when no trip was reported, or only 0 trips', () => {
    expect(summarizeWorkedDays(series(march, [['2025-03-04', 1000, null]])).earningsPerTrip).toBeNull();
    expect(summarizeWorkedDays(series(march, [['2025-03-04', 1000, 0], ['2025-03-05', 5, 0]])).earningsPerTrip).toBeNull();
  });

  it('gives 0 and nulls without a worked day', () => {
    expect(summarizeWorkedDays(series(march, []))).toEqual({
      total: 0, daysWorked: 0, firstWorkedDate: null, lastWorkedDate: null, activeSpanDays: null,
      activeDayRatio: null, daysWorkedPerWeek: null, averagePerWorkedDay: null, earningsPerTrip: null,
    });
  });
});
