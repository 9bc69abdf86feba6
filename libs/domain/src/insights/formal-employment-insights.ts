import type { AccountEmployment, EmploymentRecord } from '../accounts/account-data';
import { addDays, CalendarDate, daysInclusive } from '../dates/calendar-date';
import { Fraction, fraction, fractionOfDecimal, median, money, percentage } from './exact-figures';
import type { CurrentJob, FormalEmploymentInsights } from './income-insights';
import { jobCoverage } from './job-coverage';

/** An imss or issste account in `success` and its employment record (all pages); null when none was retrieved. */
export interface InstituteEmployment {
  readonly accountId: string;
  readonly employment: AccountEmployment | null;
}

export const FIVE_YEARS_DAYS = 1_826;
export const TWO_YEARS_DAYS = 730;
/** Days of a month for a daily base salary (the institutes' convention). */
const SALARY_DAYS_PER_MONTH: Fraction = { num: 304n, den: 10n };

/** The formal-employment block; null when the user has no institute account in `success`. */
export function formalEmploymentInsights(
  institutes: readonly InstituteEmployment[],
  asOf: CalendarDate,
): FormalEmploymentInsights | null {
  if (institutes.length === 0) return null;
  const jobs = unionOfJobs(institutes);
  const info = mostQuotedWeeks(institutes);
  const fiveYearsAgo = addDays(asOf, -FIVE_YEARS_DAYS);
  const coverage = jobCoverage(jobs, asOf, TWO_YEARS_DAYS);
  return {
    accountIds: institutes.map((institute) => institute.accountId),
    quotedWeeks: info?.quotedWeeks ?? null,
    discountedWeeks: info?.discountedWeeks ?? null,
    reintegratedWeeks: info?.reintegratedWeeks ?? null,
    status: info?.status ?? null,
    currentJobs: newestFirst(jobs.filter((job) => job.endDate === null)).map((job) => currentJob(job, asOf)),
    jobsLast5Years: jobs.filter((job) => job.endDate === null || job.endDate >= fiveYearsAgo).length,
    medianTenureDaysLast3Jobs: medianTenure(newestFirst(jobs).slice(0, 3), asOf),
    salaryChangePct5y: salaryChange(jobs.filter((job) => job.startDate >= fiveYearsAgo), fiveYearsAgo),
    daysWithoutJobLast2Years: coverage.daysWithoutJob,
    daysWithOverlappingJobsLast2Years: coverage.daysWithOverlappingJobs,
  };
}

/** The institutes' histories together; a job listed twice identically counts once. */
function unionOfJobs(institutes: readonly InstituteEmployment[]): EmploymentRecord[] {
  const jobs = new Map<string, EmploymentRecord>();
  for (const institute of institutes) {
    for (const job of institute.employment?.employmentHistory ?? []) {
      const key = JSON.stringify([job.employer, job.employerRegistration, job.startDate, job.endDate, job.baseSalary]);
      if (!jobs.has(key)) jobs.set(key, job);
    }
  }
  return [...jobs.values()];
}

function mostQuotedWeeks(institutes: readonly InstituteEmployment[]) {
  let best: AccountEmployment['employmentInfo'] | null = null;
  for (const institute of institutes) {
    const info = institute.employment?.employmentInfo;
    if (info && (best === null || info.quotedWeeks > best.quotedWeeks)) best = info;
  }
  return best;
}

/** Latest start_date first; jobs starting the same day keep their order. */
function newestFirst(jobs: readonly EmploymentRecord[]): EmploymentRecord[] {
  return [...jobs].sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
}

function tenureDays(job: EmploymentRecord, asOf: CalendarDate): number {
  return daysInclusive(job.startDate, job.endDate ?? asOf);
}

function currentJob(job: EmploymentRecord, asOf: CalendarDate): CurrentJob {
  return {
    employer: job.employer,
    employerRegistration: job.employerRegistration,
    startDate: job.startDate,
    tenureDays: tenureDays(job, asOf),
    monthlyBaseSalary: job.baseSalary === null ? null : monthlySalary(job.baseSalary),
  };
}

/** A daily salary in currency units × 30.4, rounded to cents. */
function monthlySalary(dailySalary: number): number {
  const daily = fractionOfDecimal(dailySalary);
  return money(fraction(daily.num * SALARY_DAYS_PER_MONTH.num * 100n, daily.den * SALARY_DAYS_PER_MONTH.den));
}

function medianTenure(jobs: readonly EmploymentRecord[], asOf: CalendarDate): number | null {
  const middle = median(jobs.map((job) => tenureDays(job, asOf)));
  return middle === null ? null : Number(middle.num) / Number(middle.den);
}

/** (salary of the latest-starting / salary of the earliest-starting − 1) × 100 among the jobs with a salary. */
function salaryChange(recentJobs: readonly EmploymentRecord[], since: CalendarDate): number | null {
  const paid = newestFirst(recentJobs.filter((job) => job.baseSalary !== null && job.startDate >= since));
  if (paid.length < 2) return null;
  const latest = fractionOfDecimal(paid[0].baseSalary as number);
  const earliest = fractionOfDecimal(paid[paid.length - 1].baseSalary as number);
  if (earliest.num === 0n) return null;
  return percentage(fraction(latest.num * earliest.den - earliest.num * latest.den, earliest.num * latest.den));
}
