import { addDays } from '../dates/calendar-date';
import { CONVERTED_FROM_MULTIPLE } from '../earnings/aggregated-earnings';
import { computeIncomeInsights } from './compute-income-insights';
import type { SeriesInsights } from './income-insights';
import { account, aggregated, row, window } from './insights.fixture';

const uber = account('acc-uber', 'uber');
const didi = account('acc-didi', 'didi');
const year = window('2025-01-01', '2025-12-31');

const NO_WORK: Omit<SeriesInsights, 'monthly' | 'averageMonthly'> = {
  total: 0, daysWorked: 0, firstWorkedDate: null, lastWorkedDate: null, activeSpanDays: null, activeDayRatio: null,
  daysWorkedPerWeek: null, averagePerWorkedDay: null, earningsPerTrip: null, weeksCount: 0, weeklyMedian: null,
  volatilityCv: null, volatilityBand: null, trendMonthlyPct: null, trendLabel: null,
  monthlyIncomeP10: null, monthlyIncomeP50: null, monthlyIncomeP90: null,
  // L = d365 = 0: a projection of 0, not null
  projectedMonthlyIncome: 0, projectedAnnualIncome: 0,
  longestInactiveStreakDays: null, inactiveStreaks7d: null, daysSinceLastWorked: null,
  historyMonths: null, meets12Months: false, meets24Months: false,
};

describe('computeIncomeInsights', () => {
  it('gives zeros and nulls as the table says when nothing was worked', () => {
    const insights = computeIncomeInsights({ window: year, aggregated: aggregated([uber], []), institutes: [] });
    const zeroMonths = Array.from({ length: 12 }, (_, i) => expect.objectContaining({ month: `2025-${String(i + 1).padStart(2, '0')}`, total: 0, daysWorked: 0 }));
    const zeroAverages = { d30: 0, d90: 0, d180: 0, d365: 0 };
    expect(insights).toEqual({
      asOf: '2025-12-31',
      window: year,
      currency: null,
      currencyNote: null,
      combined: { ...NO_WORK, monthly: zeroMonths, averageMonthly: zeroAverages, platformShares: { uber: null }, concentrationHhi: null, multiPlatformDays: 0 },
      platforms: [{ platform: 'uber', accountIds: [uber.id], ...NO_WORK, monthly: zeroMonths, averageMonthly: zeroAverages }],
      formalEmployment: null,
    });
  });

  it('has no monthly average, percentile or projection in a 29-day window', () => {
    const range = window('2025-03-01', '2025-03-29');
    const { combined } = computeIncomeInsights({ window: range, aggregated: aggregated([uber], [row(uber.id, '2025-03-01', 1000)]), institutes: [] });
    expect(combined.averageMonthly).toEqual({ d30: null, d90: null, d180: null, d365: null });
    expect([combined.monthlyIncomeP10, combined.monthlyIncomeP50, combined.monthlyIncomeP90]).toEqual([null, null, null]);
    expect([combined.projectedMonthlyIncome, combined.projectedAnnualIncome]).toEqual([null, null]);
    expect(combined.total).toBe(10);
  });

  it('carries the currency of the aggregated read, and its note when several were converted to USD', () => {
    const single = computeIncomeInsights({ window: year, aggregated: aggregated([uber], [row(uber.id, '2025-03-01', 1000)]), institutes: [] });
    expect([single.currency, single.currencyNote]).toEqual(['mxn', null]);
    // Mar 1: 1700 mxn at 17 = 100 US cents + 25 US cents; Mar 2: 3400 mxn at 17 = 200 US cents
    const read = aggregated(
      [uber, didi],
      [row(uber.id, '2025-03-01', 1700, 'mxn'), row(didi.id, '2025-03-01', 25, 'usd'), row(uber.id, '2025-03-02', 3400, 'mxn')],
      [['mxn', '2025-03-01', '17'], ['mxn', '2025-03-02', '17']],
    );
    const converted = computeIncomeInsights({ window: year, aggregated: read, institutes: [] });
    expect([converted.currency, converted.currencyNote]).toEqual(['usd', CONVERTED_FROM_MULTIPLE]);
    expect(converted.combined.total).toBe(3.25);
    expect(converted.platforms.map((p) => [p.platform, p.total])).toEqual([['didi', 0.25], ['uber', 3]]);
    expect(converted.combined.platformShares).toEqual({ didi: 0.0769, uber: 0.9231 }); // 25 / 325, 300 / 325
  });

  it('has no earnings per trip for a platform that reported 0 trips', () => {
    const read = aggregated([uber, didi], [row(uber.id, '2025-03-01', 1000, 'mxn', 0), row(didi.id, '2025-03-01', 500, 'mxn', 4)]);
    const insights = computeIncomeInsights({ window: year, aggregated: read, institutes: [] });
    expect(insights.platforms.map((p) => [p.platform, p.earningsPerTrip])).toEqual([['didi', 1.25], ['uber', null]]); // 500 / 4 cents
    expect(insights.combined.earningsPerTrip).toBe(3.75); // 1500 / (0 + 4) cents
    expect(insights.combined.multiPlatformDays).toBe(1);
  });

  it('projects the lower recent months when the trend declines', () => {
    // 180 days from Monday Jan 6 to Friday Jul 4 2025: 10.00 a day for 90 days, then 5.00 a day
    const range = window('2025-01-06', '2025-07-04');
    const rows = Array.from({ length: 180 }, (_, i) => row(uber.id, addDays('2025-01-06', i), i < 90 ? 1000 : 500));
    const { combined } = computeIncomeInsights({ window: range, aggregated: aggregated([uber], rows), institutes: [] });
    // d180 = (90 × 1000 + 90 × 500) × 30.4375 / 180 = 22828.125 cents; d90 = 45000 × 30.4375 / 90 = 15218.75 cents
    expect(combined.averageMonthly).toEqual({ d30: 152.19, d90: 152.19, d180: 228.28, d365: null });
    // 25 complete weeks: 12 × 7000, then 6 × 1000 + 500 = 6500, then 12 × 3500; slope −210, mean 5300
    // → −210 × (30.4375 / 7) / 5300 × 100 = −17.2288
    expect(combined.weeksCount).toBe(25);
    expect(combined.weeklyMedian).toBe(65);
    expect([combined.trendMonthlyPct, combined.trendLabel]).toEqual([-17.23, 'declining']);
    // L = d180, declining → min(d90, L) = d90; a year is 15218.75 × 12 = 182625 cents
    expect([combined.projectedMonthlyIncome, combined.projectedAnnualIncome]).toEqual([152.19, 1826.25]);
  });

  it('adds the formal employment of the institute accounts, as of the window end', () => {
    const institutes = [{ accountId: 'acc-imss', employment: { employmentInfo: { quotedWeeks: 10, discountedWeeks: 0, reintegratedWeeks: 0, status: 'employed' }, employmentHistory: [
      { employer: 'A', employerRegistration: null, startDate: '2025-12-01', endDate: null, jobTitle: null, federalEntity: null, baseSalary: 100 },
    ] } }];
    const { formalEmployment } = computeIncomeInsights({ window: year, aggregated: aggregated([uber], []), institutes });
    expect(formalEmployment?.currentJobs).toEqual([{ employer: 'A', employerRegistration: null, startDate: '2025-12-01', tenureDays: 31, monthlyBaseSalary: 3040 }]);
  });
});
