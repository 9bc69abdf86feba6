import type { CombinedInsights, CurrentJob, FormalEmploymentInsights, IncomeInsights, MonthlyTotal, PlatformInsights, SeriesInsights } from '@gig/domain';
import { SnakeCased, snakeCased, snakeCasedPart } from '../../platform/http/snake-cased';

/** A series' totals and how often its worker worked: the figures whose wire names are their names renamed. */
const presentWorkedDays = snakeCasedPart<SeriesInsights>()([
  'total', 'daysWorked', 'firstWorkedDate', 'lastWorkedDate', 'activeSpanDays', 'activeDayRatio', 'daysWorkedPerWeek', 'averagePerWorkedDay', 'earningsPerTrip',
]);
const presentMonth = snakeCased<MonthlyTotal>()(['month', 'total', 'daysWorked', 'daysInWindow']);
const presentCurrentJob = snakeCased<CurrentJob>()(['employer', 'employerRegistration', 'startDate', 'tenureDays', 'monthlyBaseSalary']);

type WorkedDaysJson = ReturnType<typeof presentWorkedDays>;

/** The figures of one series, in the reference's order (docs/income-insights.md). */
export interface SeriesInsightsJson extends WorkedDaysJson {
  monthly: SnakeCased<MonthlyTotal>[];
  average_monthly: { d30: number | null; d90: number | null; d180: number | null; d365: number | null };
  weeks_count: number;
  weekly_median: number | null;
  volatility_cv: number | null;
  volatility_band: string | null;
  trend_monthly_pct: number | null;
  trend_label: string | null;
  monthly_income_p10: number | null;
  monthly_income_p50: number | null;
  monthly_income_p90: number | null;
  projected_monthly_income: number | null;
  projected_annual_income: number | null;
  longest_inactive_streak_days: number | null;
  inactive_streaks_7d: number | null;
  days_since_last_worked: number | null;
  history_months: number | null;
  meets_12_months: boolean;
  meets_24_months: boolean;
}

export type CombinedInsightsJson = SeriesInsightsJson & {
  platform_shares: Record<string, number | null>;
  concentration_hhi: number | null;
  multi_platform_days: number;
};

export type PlatformInsightsJson = { platform: string; account_ids: string[] } & SeriesInsightsJson;

export type CurrentJobJson = SnakeCased<CurrentJob>;

export interface FormalEmploymentJson {
  account_ids: string[];
  quoted_weeks: number | null;
  discounted_weeks: number | null;
  reintegrated_weeks: number | null;
  status: string | null;
  current_jobs: CurrentJobJson[];
  jobs_last_5_years: number;
  median_tenure_days_last_3_jobs: number | null;
  salary_change_pct_5y: number | null;
  days_without_job_last_2_years: number;
  days_with_overlapping_jobs_last_2_years: number;
}

export interface IncomeInsightsJson {
  combined: CombinedInsightsJson;
  platforms: PlatformInsightsJson[];
  formal_employment: FormalEmploymentJson | null;
}

/** A report's `insights`, each field named explicitly: the key order is the JSON's, hashed and signed. */
export function presentIncomeInsights(insights: IncomeInsights): IncomeInsightsJson {
  return {
    combined: presentCombined(insights.combined),
    platforms: insights.platforms.map(presentPlatform),
    formal_employment: insights.formalEmployment && presentFormalEmployment(insights.formalEmployment),
  };
}

function presentCombined(combined: CombinedInsights): CombinedInsightsJson {
  const shares = combined.platformShares;
  return {
    ...presentSeries(combined),
    platform_shares: Object.fromEntries(Object.keys(shares).sort().map((platform) => [platform, shares[platform]])),
    concentration_hhi: combined.concentrationHhi,
    multi_platform_days: combined.multiPlatformDays,
  };
}

function presentPlatform(platform: PlatformInsights): PlatformInsightsJson {
  return { platform: platform.platform, account_ids: [...platform.accountIds], ...presentSeries(platform) };
}

function presentSeries(s: SeriesInsights): SeriesInsightsJson {
  return {
    ...presentWorkedDays(s),
    monthly: s.monthly.map(presentMonth),
    average_monthly: { d30: s.averageMonthly.d30, d90: s.averageMonthly.d90, d180: s.averageMonthly.d180, d365: s.averageMonthly.d365 },
    weeks_count: s.weeksCount,
    weekly_median: s.weeklyMedian,
    volatility_cv: s.volatilityCv,
    volatility_band: s.volatilityBand,
    trend_monthly_pct: s.trendMonthlyPct,
    trend_label: s.trendLabel,
    monthly_income_p10: s.monthlyIncomeP10,
    monthly_income_p50: s.monthlyIncomeP50,
    monthly_income_p90: s.monthlyIncomeP90,
    projected_monthly_income: s.projectedMonthlyIncome,
    projected_annual_income: s.projectedAnnualIncome,
    longest_inactive_streak_days: s.longestInactiveStreakDays,
    inactive_streaks_7d: s.inactiveStreaks7d,
    days_since_last_worked: s.daysSinceLastWorked,
    history_months: s.historyMonths,
    meets_12_months: s.meets12Months,
    meets_24_months: s.meets24Months,
  };
}

function presentFormalEmployment(f: FormalEmploymentInsights): FormalEmploymentJson {
  return {
    account_ids: [...f.accountIds],
    quoted_weeks: f.quotedWeeks,
    discounted_weeks: f.discountedWeeks,
    reintegrated_weeks: f.reintegratedWeeks,
    status: f.status,
    current_jobs: f.currentJobs.map(presentCurrentJob),
    jobs_last_5_years: f.jobsLast5Years,
    median_tenure_days_last_3_jobs: f.medianTenureDaysLast3Jobs,
    salary_change_pct_5y: f.salaryChangePct5y,
    days_without_job_last_2_years: f.daysWithoutJobLast2Years,
    days_with_overlapping_jobs_last_2_years: f.daysWithOverlappingJobsLast2Years,
  };
}
