import type { EmploymentOfAccount, EmploymentRecord } from '@gig/domain';
import { successEnvelope } from '../../platform/http/envelope';
import type { PaginatedEnvelope } from './earnings-page.presenter';

export interface EmploymentInfoJson {
  readonly quoted_weeks: number;
  readonly discounted_weeks: number;
  readonly reintegrated_weeks: number;
  readonly status: string;
}

export interface EmploymentRecordJson {
  readonly employer: string;
  readonly employer_registration: string | null;
  readonly start_date: string;
  readonly end_date: string | null;
  readonly job_title: string | null;
  readonly federal_entity: string | null;
  readonly base_salary: number | null;
}

/** The `data` of GET /v1/accounts/{account_id}/employment. */
export interface AccountEmploymentJson {
  readonly account_id: string;
  readonly platform: string;
  readonly employment_info: EmploymentInfoJson;
  readonly employment_history: EmploymentRecordJson[];
}

/** One page of the history, `pagination` beside `data` as in the earnings search. */
export function presentEmploymentPage(result: EmploymentOfAccount): PaginatedEnvelope<AccountEmploymentJson> {
  const { page, itemsPerPage, totalItems, totalPages } = result;
  return {
    ...successEnvelope(presentAccountEmployment(result)),
    pagination: { page, items_per_page: itemsPerPage, total_items: totalItems, total_pages: totalPages },
  };
}

export function presentAccountEmployment({ account, employment }: EmploymentOfAccount): AccountEmploymentJson {
  const info = employment.employmentInfo;
  return {
    account_id: account.id,
    platform: account.platform,
    employment_info: {
      quoted_weeks: info.quotedWeeks,
      discounted_weeks: info.discountedWeeks,
      reintegrated_weeks: info.reintegratedWeeks,
      status: info.status,
    },
    employment_history: employment.employmentHistory.map(presentRecord),
  };
}

function presentRecord(job: EmploymentRecord): EmploymentRecordJson {
  return {
    employer: job.employer,
    employer_registration: job.employerRegistration,
    start_date: job.startDate,
    end_date: job.endDate,
    job_title: job.jobTitle,
    federal_entity: job.federalEntity,
    base_salary: job.baseSalary,
  };
}
