import type { EmploymentRecord } from '../accounts/account-data';
import { jobCoverage } from './job-coverage';

const job = (startDate: string, endDate: string | null): EmploymentRecord => ({
  employer: 'X', employerRegistration: null, startDate, endDate, jobTitle: null, federalEntity: null, baseSalary: null,
});

describe('jobCoverage over the last N days up to as_of', () => {
  // 10 days: Mar 1 … Mar 10 2025
  const asOf = '2025-03-10';

  it('counts the days with no job and with two or more', () => {
    // A Feb 20 … Mar 3 (covers Mar 1–3), B Mar 3 … Mar 5, C Mar 8 … open (to Mar 10)
    // covered: 1 1 2 1 1 0 0 1 1 1 → 2 days without, 1 day overlapping
    expect(jobCoverage([job('2025-02-20', '2025-03-03'), job('2025-03-03', '2025-03-05'), job('2025-03-08', null)], asOf, 10)).toEqual({
      daysWithoutJob: 2,
      daysWithOverlappingJobs: 1,
    });
  });

  it('ignores what lies outside the range', () => {
    // ends before the range; starts after as_of; ends after as_of (counted only to as_of)
    const jobs = [job('2024-01-01', '2025-02-28'), job('2025-03-11', null), job('2025-03-09', '2025-12-31')];
    expect(jobCoverage(jobs, asOf, 10)).toEqual({ daysWithoutJob: 8, daysWithOverlappingJobs: 0 });
    expect(jobCoverage([], asOf, 730)).toEqual({ daysWithoutJob: 730, daysWithOverlappingJobs: 0 });
  });
});
