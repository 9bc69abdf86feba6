import { inactivity } from './inactivity';
import { dailySeries, series, window } from './insights.fixture';

const march = window('2025-03-01', '2025-03-31');

describe('inactivity over [first worked day, E]', () => {
  it('finds the longest run of days not worked and counts the runs of 7 days or more', () => {
    // worked Mar 3, 4, 12, 20, 25; idle runs: 5–11 (7), 13–19 (7), 21–24 (4), 26–31 (6); Mar 1–2 are before the first worked day
    const days = series(march, [['2025-03-03', 1], ['2025-03-04', 1], ['2025-03-12', 1], ['2025-03-20', 1], ['2025-03-25', 1]]);
    expect(inactivity(days)).toEqual({ longestInactiveStreakDays: 7, inactiveStreaks7d: 2, daysSinceLastWorked: 6 });
  });

  it('counts the run that reaches the window end', () => {
    // worked Mar 1 only, window to Mar 9: idle Mar 2–9 = 8 days
    expect(inactivity(series(window('2025-03-01', '2025-03-09'), [['2025-03-01', 1]]))).toEqual({
      longestInactiveStreakDays: 8,
      inactiveStreaks7d: 1,
      daysSinceLastWorked: 8,
    });
  });

  it('is 0 for a worker who worked every day, and null without a worked day', () => {
    expect(inactivity(dailySeries(march, '2025-03-10', new Array(22).fill(0)))).toEqual({ longestInactiveStreakDays: 0, inactiveStreaks7d: 0, daysSinceLastWorked: 0 });
    expect(inactivity(series(march, []))).toEqual({ longestInactiveStreakDays: null, inactiveStreaks7d: null, daysSinceLastWorked: null });
  });
});
