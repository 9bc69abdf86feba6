import type { DateRange } from '../dates/date-range';
import type { AggregatedEarnings } from '../earnings/aggregated-earnings';
import { formalEmploymentInsights, InstituteEmployment } from './formal-employment-insights';
import type { IncomeInsights } from './income-insights';
import { seriesOfAggregate } from './insights-series';
import { platformConcentration } from './platform-concentration';
import { seriesInsights } from './series-insights';
import { totalCentsOf } from './worked-days-summary';

export interface IncomeInsightsInput {
  /** The window [S, E]; as_of = E. */
  readonly window: DateRange;
  /** The aggregated read of the same user and window, asked with details. */
  readonly aggregated: AggregatedEarnings;
  /** The user's imss and issste accounts in `success`, with their employment (all pages). */
  readonly institutes: readonly InstituteEmployment[];
}

/** Every figure of an income insights report, from the aggregated read and the institutes' employment. */
export function computeIncomeInsights(input: IncomeInsightsInput): IncomeInsights {
  const { window, aggregated } = input;
  const series = seriesOfAggregate(aggregated, window);
  const firstDay = aggregated.earnings[0];
  return {
    asOf: window.end,
    window,
    currency: firstDay?.currency ?? null,
    currencyNote: firstDay?.currencyNote ?? null,
    combined: {
      ...seriesInsights(series.combined),
      ...platformConcentration(series.platforms, totalCentsOf(series.combined), aggregated, window),
    },
    platforms: series.platforms.map(({ platform, accountIds, series: days }) => ({
      platform,
      accountIds,
      ...seriesInsights(days),
    })),
    formalEmployment: formalEmploymentInsights(input.institutes, window.end),
  };
}
