import { trend } from './trend';

const weeks = (cents: number[]) => cents.map((c) => ({ monday: '2025-01-06', cents: c }));
const ramp = (from: number, step: number, n: number) => Array.from({ length: n }, (_, i) => from + step * i);

describe('trend (least-squares slope of the last 26 weekly totals, as a monthly % of their mean)', () => {
  it('needs 8 weeks and a mean above 0', () => {
    expect(trend(weeks(ramp(100, 100, 7)))).toEqual({ trendMonthlyPct: null, trendLabel: null });
    expect(trend(weeks(new Array(8).fill(0)))).toEqual({ trendMonthlyPct: null, trendLabel: null });
  });

  it('turns the weekly slope into a monthly percentage', () => {
    // 100, 200 … 800: b = 100, mean 450 → 100 × (30.4375 / 7) / 450 × 100 = 96.6270
    expect(trend(weeks(ramp(100, 100, 8)))).toEqual({ trendMonthlyPct: 96.63, trendLabel: 'increasing' });
    expect(trend(weeks(ramp(800, -100, 8)))).toEqual({ trendMonthlyPct: -96.63, trendLabel: 'declining' });
    expect(trend(weeks(new Array(8).fill(500)))).toEqual({ trendMonthlyPct: 0, trendLabel: 'stable' });
  });

  it('labels by ±5 %', () => {
    // 1000, 1010 … 1070: b = 10, mean 1035 → 10 × 4.348214 / 1035 × 100 = 4.2012 → stable
    expect(trend(weeks(ramp(1000, 10, 8)))).toEqual({ trendMonthlyPct: 4.2, trendLabel: 'stable' });
    // 1000, 1020 … 1140: b = 20, mean 1070 → 20 × 4.348214 / 1070 × 100 = 8.1275 → increasing
    expect(trend(weeks(ramp(1000, 20, 8)))).toEqual({ trendMonthlyPct: 8.13, trendLabel: 'increasing' });
    // 1140, 1120 … 1000: −8.13 → declining
    expect(trend(weeks(ramp(1140, -20, 8)))).toEqual({ trendMonthlyPct: -8.13, trendLabel: 'declining' });
  });

  it('looks only at the last 26 weeks', () => {
    // 4 big early weeks, then 26 flat ones: over 30 weeks this would be declining, over the last 26 it is flat
    expect(trend(weeks([...new Array(4).fill(100_000), ...new Array(26).fill(500)]))).toEqual({ trendMonthlyPct: 0, trendLabel: 'stable' });
  });
});
