import type { AccountEmployment, CalendarDate, EmploymentInfo, EmploymentRecord } from '@gig/domain';
import { count, date, nested, nestedList, nullableDate, nullableNumber, nullableText, rowDecoder, text } from './row-decoder';

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
export const decodeEmployment = rowDecoder<AccountEmployment>('employment', {
  employmentInfo: nested<EmploymentInfo>({ quotedWeeks: count, discountedWeeks: count, reintegratedWeeks: count, status: text }),
  employmentHistory: nestedList<EmploymentRecord>({
    employer: text,
    employerRegistration: nullableText,
    startDate: date,
    endDate: nullableDate,
    jobTitle: nullableText,
    federalEntity: nullableText,
    baseSalary: nullableNumber,
  }),
});
