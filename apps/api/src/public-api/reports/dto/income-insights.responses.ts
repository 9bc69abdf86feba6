import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { CombinedInsightsJson, CurrentJobJson, FormalEmploymentJson, IncomeInsightsJson, PlatformInsightsJson, SeriesInsightsJson } from '../income-insights.presenter';

// Each field's exact definition is in docs/income-insights.md (the site's /docs/income-insights): named, not restated.
const money = (description: string) => ({ type: Number, nullable: true, description: `${description} (currency units, 2 decimals)` });
const count = (description: string) => ({ type: Number, nullable: true, description });
const date = (description: string) => ({ type: String, format: 'date', nullable: true, description });
/** OpenAPI 3.0 ignores `nullable` beside a `$ref`: the object or null, spelled so every validator agrees. */
export const nullableObject = (model: new () => object, description: string) =>
  ApiProperty({ anyOf: [{ $ref: getSchemaPath(model) }, { type: 'object', nullable: true, enum: [null] }], description });

class MonthlyTotalDto {
  @ApiProperty({ example: '2025-03', description: 'YYYY-MM' }) month!: string;
  @ApiProperty({ example: 10234.5 }) total!: number;
  @ApiProperty() days_worked!: number;
  @ApiProperty({ description: "That month's days inside the window." }) days_in_window!: number;
}

class AverageMonthlyDto {
  @ApiProperty(money('Sum of the last 30 days × 30.4375 / 30; null when the window is shorter')) d30!: number | null;
  @ApiProperty(money('The same over 90 days')) d90!: number | null;
  @ApiProperty(money('The same over 180 days')) d180!: number | null;
  @ApiProperty(money('The same over 365 days')) d365!: number | null;
}

export class SeriesInsightsDto implements SeriesInsightsJson {
  @ApiProperty({ description: 'Σ amounts (currency units, 2 decimals)' }) total!: number;
  @ApiProperty({ description: 'Days that appear in the series.' }) days_worked!: number;
  @ApiProperty(date('First worked day')) first_worked_date!: string | null;
  @ApiProperty(date('Last worked day')) last_worked_date!: string | null;
  @ApiProperty(count('as_of − first_worked_date + 1')) active_span_days!: number | null;
  @ApiProperty(count('days_worked / active_span_days (4 decimals)')) active_day_ratio!: number | null;
  @ApiProperty(count('days_worked × 7 / active_span_days (2 decimals)')) days_worked_per_week!: number | null;
  @ApiProperty(money('total / days_worked')) average_per_worked_day!: number | null;
  @ApiProperty(money('total / Σ trips; null without trips')) earnings_per_trip!: number | null;
  @ApiProperty({ type: [MonthlyTotalDto], description: 'Each calendar month that meets the window, in order.' }) monthly!: MonthlyTotalDto[];
  @ApiProperty({ type: AverageMonthlyDto }) average_monthly!: AverageMonthlyDto;
  @ApiProperty({ description: 'Complete ISO weeks in the window whose Sunday is on or after first_worked_date.' }) weeks_count!: number;
  @ApiProperty(money('Median of the weekly totals')) weekly_median!: number | null;
  @ApiProperty(count('Population standard deviation / mean of the weekly totals (4 decimals); null under 4 weeks')) volatility_cv!: number | null;
  @ApiProperty({ type: String, enum: ['low', 'medium', 'high', null], nullable: true, description: 'low (< 0.25), medium (< 0.50), high' }) volatility_band!: string | null;
  @ApiProperty(count('Least-squares weekly slope as % of the mean, per month (2 decimals); null under 8 weeks')) trend_monthly_pct!: number | null;
  @ApiProperty({ type: String, enum: ['increasing', 'stable', 'declining', null], nullable: true, description: 'increasing (> 5), declining (< −5), else stable' }) trend_label!: string | null;
  @ApiProperty(money('10th percentile (nearest rank) of the trailing 30-day sums')) monthly_income_p10!: number | null;
  @ApiProperty(money('Median of the trailing 30-day sums')) monthly_income_p50!: number | null;
  @ApiProperty(money('90th percentile of the trailing 30-day sums')) monthly_income_p90!: number | null;
  @ApiProperty(money('The longest average_monthly, capped by d90 when declining')) projected_monthly_income!: number | null;
  @ApiProperty(money('projected_monthly_income × 12')) projected_annual_income!: number | null;
  @ApiProperty(count('Longest run of non-worked days from first_worked_date to as_of')) longest_inactive_streak_days!: number | null;
  @ApiProperty(count('Runs of 7 or more non-worked days')) inactive_streaks_7d!: number | null;
  @ApiProperty(count('as_of − last_worked_date')) days_since_last_worked!: number | null;
  @ApiProperty(count('Calendar months from first to last worked day, both counted')) history_months!: number | null;
  @ApiProperty() meets_12_months!: boolean;
  @ApiProperty() meets_24_months!: boolean;
}

export class CombinedInsightsDto extends SeriesInsightsDto implements CombinedInsightsJson {
  @ApiProperty({
    type: 'object', additionalProperties: { type: 'number', nullable: true }, example: { didi: 0.25, uber: 0.75 },
    description: "Each platform's total / the combined total (4 decimals); null when the combined total is 0.",
  })
  platform_shares!: Record<string, number | null>;
  @ApiProperty(count('Σ share² (4 decimals)')) concentration_hhi!: number | null;
  @ApiProperty({ description: 'Days whose details name two or more platforms.' }) multi_platform_days!: number;
}

export class PlatformInsightsDto extends SeriesInsightsDto implements PlatformInsightsJson {
  @ApiProperty({ example: 'uber' }) platform!: string;
  @ApiProperty({ type: [String], format: 'uuid' }) account_ids!: string[];
}

class CurrentJobDto implements CurrentJobJson {
  @ApiProperty() employer!: string;
  @ApiProperty({ type: String, nullable: true }) employer_registration!: string | null;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ description: 'as_of − start_date + 1' }) tenure_days!: number;
  @ApiProperty(money('Daily base salary × 30.4')) monthly_base_salary!: number | null;
}

export class FormalEmploymentDto implements FormalEmploymentJson {
  @ApiProperty({ type: [String], format: 'uuid', description: 'The imss and issste accounts used.' }) account_ids!: string[];
  @ApiProperty(count('From the institute (the account with the most quoted weeks)')) quoted_weeks!: number | null;
  @ApiProperty(count('From the institute')) discounted_weeks!: number | null;
  @ApiProperty(count('From the institute')) reintegrated_weeks!: number | null;
  @ApiProperty({ type: String, nullable: true }) status!: string | null;
  @ApiProperty({ type: [CurrentJobDto], description: 'Jobs without an end date, newest start first.' }) current_jobs!: CurrentJobDto[];
  @ApiProperty() jobs_last_5_years!: number;
  @ApiProperty(count('Median tenure of the 3 latest-starting jobs')) median_tenure_days_last_3_jobs!: number | null;
  @ApiProperty(count('Salary of the latest- vs the earliest-starting job of 5 years, % (2 decimals)')) salary_change_pct_5y!: number | null;
  @ApiProperty() days_without_job_last_2_years!: number;
  @ApiProperty() days_with_overlapping_jobs_last_2_years!: number;
}

@ApiExtraModels(FormalEmploymentDto)
export class IncomeInsightsDto implements IncomeInsightsJson {
  @ApiProperty({ type: CombinedInsightsDto }) combined!: CombinedInsightsDto;
  @ApiProperty({ type: [PlatformInsightsDto], description: 'One block per platform, by platform code.' }) platforms!: PlatformInsightsDto[];
  @nullableObject(FormalEmploymentDto, 'Null without an imss or issste account in `success`.') formal_employment!: FormalEmploymentDto | null;
}
