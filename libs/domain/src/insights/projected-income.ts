import { compareFractions, Fraction, fraction, money } from './exact-figures';
import type { ExactAverageMonthly } from './average-monthly';
import type { TrendLabel } from './income-insights';

export interface ProjectedIncome {
  readonly projectedMonthlyIncome: number | null;
  readonly projectedAnnualIncome: number | null;
}

/**
 * L = the first of d365, d180, d90, d30 that exists; a declining trend takes the lower of L and d90
 * (when it exists). The year is 12 unrounded months.
 */
export function projectedIncome(averages: ExactAverageMonthly, trendLabel: TrendLabel | null): ProjectedIncome {
  const longest = averages.d365 ?? averages.d180 ?? averages.d90 ?? averages.d30;
  if (longest === null) return { projectedMonthlyIncome: null, projectedAnnualIncome: null };
  let monthly: Fraction = longest;
  if (trendLabel === 'declining' && averages.d90 !== null && compareFractions(averages.d90, longest) < 0) monthly = averages.d90;
  return {
    projectedMonthlyIncome: money(monthly),
    projectedAnnualIncome: money(fraction(monthly.num * 12n, monthly.den)),
  };
}
