import type { AccountEmployment, CalendarDate } from '@gig/domain';
import { RowReader } from './row-reader';

/** An employment record as the `account_employment.employment` column has always held it. */
export interface EmploymentDocument {
  employment_info: { quoted_weeks: number; discounted_weeks: number; reintegrated_weeks: number; status: string };
  employment_history: {
    employer: string;
    employer_registration: string | null;
    start_date: CalendarDate;
    end_date: CalendarDate | null;
    job_title: string | null;
    federal_entity: string | null;
    base_salary: number | null;
  }[];
}

export function encodeEmployment(employment: AccountEmployment): EmploymentDocument {
  const info = employment.employmentInfo;
  return {
    employment_info: {
      quoted_weeks: info.quotedWeeks,
      discounted_weeks: info.discountedWeeks,
      reintegrated_weeks: info.reintegratedWeeks,
      status: info.status,
    },
    employment_history: employment.employmentHistory.map((job) => ({
      employer: job.employer,
      employer_registration: job.employerRegistration,
      start_date: job.startDate,
      end_date: job.endDate,
      job_title: job.jobTitle,
      federal_entity: job.federalEntity,
      base_salary: job.baseSalary,
    })),
  };
}

/** The one reader of a stored employment record, for every path that loads one. */
export function decodeEmployment(document: unknown): AccountEmployment {
  const stored = RowReader.of(document, 'employment');
  const info = stored.object('employment_info');
  return {
    employmentInfo: {
      quotedWeeks: info.count('quoted_weeks'),
      discountedWeeks: info.count('discounted_weeks'),
      reintegratedWeeks: info.count('reintegrated_weeks'),
      status: info.text('status'),
    },
    employmentHistory: stored.list('employment_history', (job) => ({
      employer: job.text('employer'),
      employerRegistration: job.nullableText('employer_registration'),
      startDate: job.date('start_date'),
      endDate: job.nullableDate('end_date'),
      jobTitle: job.nullableText('job_title'),
      federalEntity: job.nullableText('federal_entity'),
      baseSalary: job.nullableNumber('base_salary'),
    })),
  };
}
