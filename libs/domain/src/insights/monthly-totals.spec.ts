import { series, window } from './insights.fixture';
import { monthlyTotals } from './monthly-totals';

describe('monthlyTotals', () => {
  it('lists every month that meets the window, with its days inside the window', () => {
    const range = window('2025-01-30', '2025-03-02');
    const days = series(range, [['2025-01-31', 100], ['2025-02-01', 250], ['2025-02-28', 5], ['2025-03-02', 1000]]);
    expect(monthlyTotals(days)).toEqual([
      { month: '2025-01', total: 1, daysWorked: 1, daysInWindow: 2 }, // Jan 30, 31
      { month: '2025-02', total: 2.55, daysWorked: 2, daysInWindow: 28 }, // 250 + 5 cents
      { month: '2025-03', total: 10, daysWorked: 1, daysInWindow: 2 }, // Mar 1, 2
    ]);
  });

  it('lists the months with 0 when nothing was worked', () => {
    expect(monthlyTotals(series(window('2024-02-15', '2024-03-01'), []))).toEqual([
      { month: '2024-02', total: 0, daysWorked: 0, daysInWindow: 15 }, // 15 … 29 (leap year)
      { month: '2024-03', total: 0, daysWorked: 0, daysInWindow: 1 },
    ]);
  });

  it('knows the length of every month, across a year end and in century years', () => {
    const days = (start: string, end: string) => monthlyTotals(series(window(start, end), [])).map((m) => [m.month, m.daysInWindow]);
    expect(days('2024-12-31', '2025-01-31')).toEqual([['2024-12', 1], ['2025-01', 31]]);
    expect(days('1900-02-01', '1900-03-01')).toEqual([['1900-02', 28], ['1900-03', 1]]); // 1900 is not a leap year
    expect(days('2000-02-01', '2000-02-29')).toEqual([['2000-02', 29]]); // 2000 is
    expect(days('2025-01-01', '2025-12-31').map(([, n]) => n)).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});
