import { history, monthsSpanned } from './history-months';
import { series, window } from './insights.fixture';

describe('history months', () => {
  it('counts calendar months from the first worked day to the last, both included', () => {
    expect(monthsSpanned('2025-01-15', '2025-12-02')).toBe(12); // Jan … Dec
    expect(monthsSpanned('2024-12-31', '2025-01-01')).toBe(2);
    expect(monthsSpanned('2025-05-01', '2025-05-31')).toBe(1);
    expect(monthsSpanned('2023-01-31', '2024-12-01')).toBe(24);
  });

  it('says whether 12 and 24 months are met', () => {
    const range = window('2023-01-01', '2025-12-31');
    expect(history(series(range, [['2025-01-15', 1], ['2025-12-02', 1]]))).toEqual({ historyMonths: 12, meets12Months: true, meets24Months: false });
    expect(history(series(range, [['2025-01-15', 1], ['2025-11-30', 1]]))).toEqual({ historyMonths: 11, meets12Months: false, meets24Months: false });
    expect(history(series(range, [['2023-01-31', 1], ['2024-12-01', 1]]))).toEqual({ historyMonths: 24, meets12Months: true, meets24Months: true });
    expect(history(series(range, []))).toEqual({ historyMonths: null, meets12Months: false, meets24Months: false });
  });
});
