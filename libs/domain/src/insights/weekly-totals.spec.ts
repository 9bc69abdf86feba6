import { series, window } from './insights.fixture';
import { weeklyMedian, weeklyTotals, WeekTotal } from './weekly-totals';
import { fraction } from './exact-figures';

const totals = (weeks: WeekTotal[]) => weeks.map((week) => [week.monday, week.cents]);

describe('weeklyTotals (complete ISO weeks inside the window whose Sunday is on or after the first worked day)', () => {
  // 2025-01-01 is a Wednesday; complete weeks inside [Jan 1, Feb 1]: Jan 6–12, 13–19, 20–26 (Jan 27–Feb 2 ends after Feb 1)
  const range = window('2025-01-01', '2025-02-01');

  it('counts a week whose Sunday is the first worked day, weeks with nothing, and leaves out incomplete weeks', () => {
    const days = series(range, [['2025-01-12', 100], ['2025-01-20', 300], ['2025-01-26', 5], ['2025-01-31', 999]]);
    expect(totals(weeklyTotals(days))).toEqual([['2025-01-06', 100], ['2025-01-13', 0], ['2025-01-20', 305]]);
  });

  it('leaves out the weeks that end before the first worked day', () => {
    const days = series(range, [['2025-01-13', 100]]);
    expect(totals(weeklyTotals(days))).toEqual([['2025-01-13', 100], ['2025-01-20', 0]]);
  });

  it('takes a window from a Monday to a Sunday whole, and has no week without a worked day', () => {
    const twoWeeks = window('2025-01-06', '2025-01-19');
    expect(totals(weeklyTotals(series(twoWeeks, [['2025-01-06', 1], ['2025-01-19', 2]])))).toEqual([['2025-01-06', 1], ['2025-01-13', 2]]);
    expect(weeklyTotals(series(twoWeeks, []))).toEqual([]);
    expect(weeklyTotals(series(window('2025-01-01', '2025-01-11'), [['2025-01-02', 5]]))).toEqual([]); // no complete week
  });

  it('takes the median, the mean of the two middle weeks for an even count', () => {
    const week = (cents: number) => ({ monday: '2025-01-06', cents });
    expect(weeklyMedian([])).toBeNull();
    expect(weeklyMedian([week(100), week(0), week(300)])).toEqual(fraction(100));
    expect(weeklyMedian([week(100), week(0), week(300), week(50)])).toEqual(fraction(150, 2)); // 0 50 100 300 → 75
    expect(weeklyMedian([week(1), week(2)])).toEqual(fraction(3, 2)); // 1.5 cents, shown as 0.02
  });
});
