import type { CalendarDate } from '../dates/calendar-date';
import type { DateRange } from '../dates/date-range';
import type { CurrencyNote } from '../earnings/aggregated-earnings';
import type { WorkedDaysSummary } from './worked-days-summary';

/**
 * A lender's income insights (the income-insights reference), camelCase. Money is a number of
 * currency units with at most 2 decimals, like the aggregated read's `amount`; ratios have 4
 * decimals, percentages 2.
 */
export interface IncomeInsights {
  readonly asOf: CalendarDate;
  readonly window: DateRange;
  /** Copied from the aggregated read; null when it has no day. */
  readonly currency: string | null;
  readonly currencyNote: CurrencyNote | null;
  readonly combined: CombinedInsights;
  /** One block per platform code, ordered by code. */
  readonly platforms: readonly PlatformInsights[];
  /** Null when the user has no imss/issste account in `success`. */
  readonly formalEmployment: FormalEmploymentInsights | null;
}

export type VolatilityBand = 'low' | 'medium' | 'high';
export type TrendLabel = 'increasing' | 'stable' | 'declining';

export interface MonthlyTotal {
  /** YYYY-MM */
  readonly month: string;
  readonly total: number;
  readonly daysWorked: number;
  readonly daysInWindow: number;
}

export interface AverageMonthly {
  readonly d30: number | null;
  readonly d90: number | null;
  readonly d180: number | null;
  readonly d365: number | null;
}

/** The figures of one series: the combined days or one platform's. */
export interface SeriesInsights extends WorkedDaysSummary {
  readonly monthly: readonly MonthlyTotal[];
  readonly averageMonthly: AverageMonthly;
  readonly weeksCount: number;
  readonly weeklyMedian: number | null;
  readonly volatilityCv: number | null;
  readonly volatilityBand: VolatilityBand | null;
  readonly trendMonthlyPct: number | null;
  readonly trendLabel: TrendLabel | null;
  readonly monthlyIncomeP10: number | null;
  readonly monthlyIncomeP50: number | null;
  readonly monthlyIncomeP90: number | null;
  readonly projectedMonthlyIncome: number | null;
  readonly projectedAnnualIncome: number | null;
  readonly longestInactiveStreakDays: number | null;
  readonly inactiveStreaks7d: number | null;
  readonly daysSinceLastWorked: number | null;
  readonly historyMonths: number | null;
  readonly meets12Months: boolean;
  readonly meets24Months: boolean;
}

export interface CombinedInsights extends SeriesInsights {
  /** Each platform's share of the combined total; a share is null when that total is 0. */
  readonly platformShares: Readonly<Record<string, number | null>>;
  /** Σ share² over the unrounded shares; null when the combined total is 0. */
  readonly concentrationHhi: number | null;
  readonly multiPlatformDays: number;
}

export interface PlatformInsights extends SeriesInsights {
  readonly platform: string;
  readonly accountIds: readonly string[];
}

export interface CurrentJob {
  readonly employer: string;
  readonly employerRegistration: string | null;
  readonly startDate: CalendarDate;
  readonly tenureDays: number;
  /** Daily base salary × 30.4; null when the institute gave none. */
  readonly monthlyBaseSalary: number | null;
}

export interface FormalEmploymentInsights {
  readonly accountIds: readonly string[];
  /** From the employment info of the account with the most quoted weeks; null when none has one. */
  readonly quotedWeeks: number | null;
  readonly discountedWeeks: number | null;
  readonly reintegratedWeeks: number | null;
  readonly status: string | null;
  readonly currentJobs: readonly CurrentJob[];
  readonly jobsLast5Years: number;
  readonly medianTenureDaysLast3Jobs: number | null;
  readonly salaryChangePct5y: number | null;
  readonly daysWithoutJobLast2Years: number;
  readonly daysWithOverlappingJobsLast2Years: number;
}
