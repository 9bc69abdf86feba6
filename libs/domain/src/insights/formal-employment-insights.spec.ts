import type { AccountEmployment, EmploymentRecord } from '../accounts/account-data';
import { formalEmploymentInsights } from './formal-employment-insights';

const AS_OF = '2025-06-30'; // as_of − 1,826 = 2020-06-30; as_of − 729 = 2023-07-02

function job(employer: string, startDate: string, endDate: string | null, baseSalary: number | null): EmploymentRecord {
  return { employer, employerRegistration: `${employer}-reg`, startDate, endDate, jobTitle: null, federalEntity: null, baseSalary };
}

function employment(quotedWeeks: number, status: string, history: EmploymentRecord[]): AccountEmployment {
  return { employmentInfo: { quotedWeeks, discountedWeeks: 2, reintegratedWeeks: 1, status }, employmentHistory: history };
}

const a = job('A', '2015-01-01', '2019-12-31', 300);
const b = job('B', '2020-07-01', '2023-08-31', 400);
const c = job('C', '2023-11-01', null, 500.5);
const d = job('D', '2024-06-01', null, null);

describe('formalEmploymentInsights', () => {
  it('computes the block from the union of both institutes’ jobs', () => {
    const insights = formalEmploymentInsights(
      [
        { accountId: 'acc-issste', employment: employment(120, 'unemployed', [d, c]) }, // C is listed by both: counted once
        { accountId: 'acc-imss', employment: employment(800, 'employed', [c, b, a]) },
      ],
      AS_OF,
    );
    expect(insights).toEqual({
      accountIds: ['acc-issste', 'acc-imss'],
      // the account with the most quoted weeks
      quotedWeeks: 800, discountedWeeks: 2, reintegratedWeeks: 1, status: 'employed',
      currentJobs: [
        // D: Jun 1 2024 … Jun 30 2025 = 30 + 184 + 181 = 395 days; no salary stays null
        { employer: 'D', employerRegistration: 'D-reg', startDate: '2024-06-01', tenureDays: 395, monthlyBaseSalary: null },
        // C: Nov 1 2023 … Jun 30 2025 = 61 + 366 + 181 = 608 days; 500.50 × 30.4 = 15215.20
        { employer: 'C', employerRegistration: 'C-reg', startDate: '2023-11-01', tenureDays: 608, monthlyBaseSalary: 15215.2 },
      ],
      // B ended 2023-08-31 ≥ 2020-06-30, C and D last; A ended in 2019
      jobsLast5Years: 3,
      // the 3 latest starts D 395, C 608, B (Jul 1 2020 … Aug 31 2023 = 1157) → 608
      medianTenureDaysLast3Jobs: 608,
      // salaried jobs starting on or after 2020-06-30: B 400 (earliest), C 500.50 (latest); D has none
      // (500.50 / 400 − 1) × 100 = 25.125 → 25.13
      salaryChangePct5y: 25.13,
      // Jul 2 2023 … Jun 30 2025: no job Sep 1 … Oct 31 2023 = 30 + 31 = 61 days
      daysWithoutJobLast2Years: 61,
      // C and D together from Jun 1 2024 on = 395 days
      daysWithOverlappingJobsLast2Years: 395,
    });
  });

  it('counts a job that ended exactly 1,826 days before as_of, and takes the mean of two tenures', () => {
    const ended = job('E', '2020-06-01', '2020-06-30', 100); // 30 days
    const before = job('F', '2020-05-01', '2020-06-29', 200);
    const insights = formalEmploymentInsights([{ accountId: 'acc-imss', employment: employment(10, 'unemployed', [ended, before]) }], AS_OF);
    expect(insights?.jobsLast5Years).toBe(1);
    // E 30 days, F May 1 … Jun 29 = 31 + 29 = 60 days → (30 + 60) / 2 = 45
    expect(insights?.medianTenureDaysLast3Jobs).toBe(45);
    // both started before 2020-06-30
    expect(insights?.salaryChangePct5y).toBeNull();
    expect(insights?.daysWithoutJobLast2Years).toBe(730);
    expect(insights?.currentJobs).toEqual([]);
  });

  it('measures a fall in salary and overlapping jobs', () => {
    const first = job('G', '2023-01-01', '2024-12-31', 1000);
    const second = job('H', '2024-07-01', null, 750);
    const insights = formalEmploymentInsights([{ accountId: 'acc-imss', employment: employment(300, 'employed', [second, first]) }], AS_OF);
    expect(insights?.salaryChangePct5y).toBe(-25); // (750 / 1000 − 1) × 100
    expect(insights?.daysWithoutJobLast2Years).toBe(0);
    expect(insights?.daysWithOverlappingJobsLast2Years).toBe(184); // Jul 1 … Dec 31 2024
    // G Jan 1 2023 … Dec 31 2024 = 731; H Jul 1 2024 … Jun 30 2025 = 365 → 548
    expect(insights?.medianTenureDaysLast3Jobs).toBe(548);
  });

  it('is null without an institute account, and empty for one with no record yet', () => {
    expect(formalEmploymentInsights([], AS_OF)).toBeNull();
    expect(formalEmploymentInsights([{ accountId: 'acc-imss', employment: null }], AS_OF)).toEqual({
      accountIds: ['acc-imss'],
      quotedWeeks: null, discountedWeeks: null, reintegratedWeeks: null, status: null,
      currentJobs: [],
      jobsLast5Years: 0,
      medianTenureDaysLast3Jobs: null,
      salaryChangePct5y: null,
      daysWithoutJobLast2Years: 730,
      daysWithOverlappingJobsLast2Years: 0,
    });
  });
});
