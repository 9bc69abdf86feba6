import { volatility } from './volatility';

const weeks = (...cents: number[]) => cents.map((c) => ({ monday: '2025-01-06', cents: c }));

describe('volatility (population standard deviation of the weekly totals / their mean)', () => {
  it('needs 4 weeks and a mean above 0', () => {
    expect(volatility(weeks(100, 200, 300))).toEqual({ volatilityCv: null, volatilityBand: null });
    expect(volatility(weeks(0, 0, 0, 0))).toEqual({ volatilityCv: null, volatilityBand: null });
  });

  it('computes the coefficient of variation', () => {
    // mean 250; deviations ±150, ±50 → variance (2×22500 + 2×2500) / 4 = 12500; sd 111.8034 → 0.447214
    expect(volatility(weeks(100, 200, 300, 400))).toEqual({ volatilityCv: 0.4472, volatilityBand: 'medium' });
    // mean 100; variance (3×100² + 300²) / 4 = 30000; sd 173.2051 → 1.732051
    expect(volatility(weeks(0, 0, 0, 400))).toEqual({ volatilityCv: 1.7321, volatilityBand: 'high' });
    expect(volatility(weeks(100, 100, 100, 100))).toEqual({ volatilityCv: 0, volatilityBand: 'low' });
  });

  it('puts the bounds in the upper band: 0.25 is medium, 0.50 is high', () => {
    // mean 100, sd 25
    expect(volatility(weeks(75, 125, 75, 125))).toEqual({ volatilityCv: 0.25, volatilityBand: 'medium' });
    // mean 100, sd 50
    expect(volatility(weeks(50, 150, 50, 150))).toEqual({ volatilityCv: 0.5, volatilityBand: 'high' });
    // mean 100, sd 24 → 0.24
    expect(volatility(weeks(76, 124, 76, 124))).toEqual({ volatilityCv: 0.24, volatilityBand: 'low' });
  });
});
