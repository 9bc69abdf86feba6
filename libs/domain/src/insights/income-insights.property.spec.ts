import fc from 'fast-check';
import { addDays } from '../dates/calendar-date';
import { computeIncomeInsights } from './compute-income-insights';
import { centsOf } from './exact-figures';
import { account, aggregated, row, window } from './insights.fixture';
import { seriesOfAggregate } from './insights-series';
import { weeklyTotals } from './weekly-totals';

const accounts = [account('acc-uber', 'uber'), account('acc-didi', 'didi'), account('acc-uber-2', 'uber'), account('acc-rappi', 'rappi')];

/** A window of 1 … 800 days from some day of 2024 and up to 300 rows in one currency (one per account and day). */
const scenario = fc
  .record({ startOffset: fc.integer({ min: 0, max: 365 }), length: fc.integer({ min: 1, max: 800 }) })
  .chain(({ startOffset, length }) =>
    fc.record({
      start: fc.constant(addDays('2024-01-01', startOffset)),
      length: fc.constant(length),
      rows: fc.uniqueArray(
        fc.record({
          account: fc.integer({ min: 0, max: accounts.length - 1 }),
          day: fc.integer({ min: 0, max: length - 1 }),
          cents: fc.integer({ min: 0, max: 5_000_000 }),
          trips: fc.option(fc.integer({ min: 0, max: 40 })),
        }),
        { maxLength: 300, selector: (r) => `${r.account}:${r.day}` },
      ),
    }),
  );

type Scenario = { start: string; length: number; rows: { account: number; day: number; cents: number; trips: number | null }[] };

function build({ start, length, rows }: Scenario) {
  const range = window(start, addDays(start, length - 1));
  const read = aggregated(accounts, rows.map((r) => row(accounts[r.account].id, addDays(start, r.day), r.cents, 'mxn', r.trips)));
  return { range, read };
}

const sumOfCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + centsOf(amount), 0);

describe('income insights, properties over random single-currency reads', () => {
  it('keeps the combined total equal to its months and to its platforms', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { range, read } = build(input);
        const { combined, platforms } = computeIncomeInsights({ window: range, aggregated: read, institutes: [] });
        const total = centsOf(combined.total);
        expect(total).toBe(input.rows.reduce((sum, r) => sum + r.cents, 0));
        expect(sumOfCents(combined.monthly.map((m) => m.total))).toBe(total);
        expect(sumOfCents(platforms.map((p) => p.total))).toBe(total);
        expect(combined.monthly.reduce((sum, m) => sum + m.daysInWindow, 0)).toBe(input.length);
        expect(combined.monthly.reduce((sum, m) => sum + m.daysWorked, 0)).toBe(combined.daysWorked);
        expect(combined.daysWorked).toBe(new Set(input.rows.map((r) => r.day)).size);
        if (combined.monthlyIncomeP10 !== null) {
          expect(combined.monthlyIncomeP10).toBeLessThanOrEqual(combined.monthlyIncomeP50 as number);
          expect(combined.monthlyIncomeP50).toBeLessThanOrEqual(combined.monthlyIncomeP90 as number);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the weekly totals equal to the days inside the counted weeks', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { range, read } = build(input);
        const { combined } = seriesOfAggregate(read, range);
        const weeks = weeklyTotals(combined);
        const inCountedWeek = (date: string) => weeks.some((week) => date >= week.monday && date <= addDays(week.monday, 6));
        const expected = combined.days.filter((day) => inCountedWeek(day.date)).reduce((sum, day) => sum + day.cents, 0);
        expect(weeks.reduce((sum, week) => sum + week.cents, 0)).toBe(expected);
        // consecutive Mondays, each week inside the window
        weeks.forEach((week, i) => {
          expect(week.monday >= range.start && addDays(week.monday, 6) <= range.end).toBe(true);
          if (i > 0) expect(week.monday).toBe(addDays(weeks[i - 1].monday, 7));
        });
        // the first counted week is the first complete one whose Sunday is on or after the first worked day
        if (weeks.length > 0) {
          expect(addDays(weeks[0].monday, 6) >= combined.days[0].date).toBe(true);
          const before = addDays(weeks[0].monday, -7);
          expect(before < range.start || addDays(before, 6) < combined.days[0].date).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
