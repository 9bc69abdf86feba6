import { fraction } from './exact-figures';
import { projectedIncome } from './projected-income';

const none = { d30: null, d90: null, d180: null, d365: null };

describe('projected income', () => {
  it('takes the longest average there is', () => {
    expect(projectedIncome({ d30: fraction(1), d90: fraction(2), d180: fraction(3), d365: fraction(100_000) }, 'stable')).toEqual({
      projectedMonthlyIncome: 1000,
      projectedAnnualIncome: 12000,
    });
    expect(projectedIncome({ ...none, d30: fraction(500), d90: fraction(700), d180: fraction(900) }, 'increasing').projectedMonthlyIncome).toBe(9);
  });

  it('takes the lower d90 when the trend is declining', () => {
    // L = d365 = 1000.00, d90 = 800.00 → 800.00 a month, 9600.00 a year
    const averages = { d30: fraction(50_000), d90: fraction(80_000), d180: fraction(90_000), d365: fraction(100_000) };
    expect(projectedIncome(averages, 'declining')).toEqual({ projectedMonthlyIncome: 800, projectedAnnualIncome: 9600 });
    expect(projectedIncome(averages, 'stable')).toEqual({ projectedMonthlyIncome: 1000, projectedAnnualIncome: 12000 });
    // a declining trend never raises the projection: d90 above L keeps L
    expect(projectedIncome({ ...averages, d90: fraction(120_000) }, 'declining').projectedMonthlyIncome).toBe(1000);
    // without d90 (a 30 … 89-day window) L stays
    expect(projectedIncome({ ...none, d30: fraction(12_345) }, 'declining').projectedMonthlyIncome).toBe(123.45);
  });

  it('multiplies the unrounded month by 12', () => {
    // 3043.75 cents a month → 30.44; a year is 36525 cents = 365.25 (not 30.44 × 12 = 365.28)
    expect(projectedIncome({ ...none, d30: fraction(304_375, 100) }, null)).toEqual({ projectedMonthlyIncome: 30.44, projectedAnnualIncome: 365.25 });
  });

  it('is null when no average exists', () => {
    expect(projectedIncome(none, null)).toEqual({ projectedMonthlyIncome: null, projectedAnnualIncome: null });
  });
});
