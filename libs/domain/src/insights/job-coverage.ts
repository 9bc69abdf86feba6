import { addDays, CalendarDate, toEpochDay } from '../dates/calendar-date';
import type { EmploymentRecord } from '../accounts/account-data';

export interface JobCoverage {
  readonly daysWithoutJob: number;
  readonly daysWithOverlappingJobs: number;
}

/** Days of [asOf − (days − 1), asOf] covered by no job, and by two or more; a job without end_date lasts to as_of. */
export function jobCoverage(jobs: readonly EmploymentRecord[], asOf: CalendarDate, days: number): JobCoverage {
  const first = toEpochDay(addDays(asOf, -(days - 1)));
  const last = toEpochDay(asOf);
  const covering = new Array<number>(days).fill(0);
  for (const job of jobs) {
    const from = Math.max(toEpochDay(job.startDate), first);
    const to = Math.min(job.endDate === null ? last : toEpochDay(job.endDate), last);
    for (let day = from; day <= to; day++) covering[day - first]++;
  }
  return {
    daysWithoutJob: covering.filter((jobsThatDay) => jobsThatDay === 0).length,
    daysWithOverlappingJobs: covering.filter((jobsThatDay) => jobsThatDay >= 2).length,
  };
}
