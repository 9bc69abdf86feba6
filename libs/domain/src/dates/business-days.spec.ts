import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days';

describe('business days (Monday to Friday)', () => {
  it('knows the weekend', () => {
    const week = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
    expect(week.map(isBusinessDay)).toEqual([false, true, true, true, true, true, false]);
  });

  it.each([
    ['a Monday: four weeks later, the Monday', '2026-11-30', 20, '2026-12-28'],
    ['a Friday: skips the weekend first', '2026-12-04', 1, '2026-12-07'],
    ['a Saturday: the next Monday is the first', '2026-12-05', 1, '2026-12-07'],
    ['a Sunday', '2026-12-06', 20, '2027-01-01'],
    ['a Wednesday across a month end', '2026-01-28', 3, '2026-02-02'],
    ['across February of a leap year', '2028-02-25', 3, '2028-03-01'],
    ['across a year end on a weekend', '2027-12-30', 2, '2028-01-03'],
    ['a Friday, 20 business days across a month end', '2026-03-20', 20, '2026-04-17'],
    ['zero days: the same day', '2026-12-02', 0, '2026-12-02'],
  ])('counts business days from %s', (_, from, count, expected) => {
    expect(addBusinessDays(from, count)).toBe(expected);
    if (count > 0) expect(businessDaysBetween(from, expected)).toBe(count);
  });

  it('counts the business days left, and those overdue as negative', () => {
    expect(businessDaysBetween('2026-12-04', '2026-12-07')).toBe(1);
    expect(businessDaysBetween('2026-12-05', '2026-12-06')).toBe(0);
    expect(businessDaysBetween('2026-12-07', '2026-12-04')).toBe(-1);
    expect(businessDaysBetween('2026-12-02', '2026-12-02')).toBe(0);
  });
});
