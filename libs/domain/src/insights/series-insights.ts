import { exactAverageMonthly, roundAverageMonthly } from './average-monthly';
import { money } from './exact-figures';
import { history } from './history-months';
import type { SeriesInsights } from './income-insights';
import { inactivity } from './inactivity';
import type { InsightsSeries } from './insights-series';
import { monthlyTotals } from './monthly-totals';
import { projectedIncome } from './projected-income';
import { trailingMonthlyPercentiles } from './trailing-monthly-percentiles';
import { trend } from './trend';
import { volatility } from './volatility';
import { weeklyMedian, weeklyTotals } from './weekly-totals';
import { summarizeWorkedDays } from './worked-days-summary';

/** Every figure of one series (the combined days or one platform's), rounded only here. */
export function seriesInsights(series: InsightsSeries): SeriesInsights {
  const weeks = weeklyTotals(series);
  const median = weeklyMedian(weeks);
  const averages = exactAverageMonthly(series);
  const trendOfWeeks = trend(weeks);
  return {
    ...summarizeWorkedDays(series),
    monthly: monthlyTotals(series),
    averageMonthly: roundAverageMonthly(averages),
    weeksCount: weeks.length,
    weeklyMedian: median === null ? null : money(median),
    ...volatility(weeks),
    ...trendOfWeeks,
    ...trailingMonthlyPercentiles(series),
    ...projectedIncome(averages, trendOfWeeks.trendLabel),
    ...inactivity(series),
    ...history(series),
  };
}

