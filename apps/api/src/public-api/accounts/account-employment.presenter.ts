import type { EmploymentInfo, EmploymentOfAccount, EmploymentRecord } from '@gig/domain';
import { successEnvelope } from '../../platform/http/envelope';
import { SnakeCased, snakeCased } from '../../platform/http/snake-cased';
import type { PaginatedEnvelope } from './earnings-page.presenter';

export type EmploymentInfoJson = SnakeCased<EmploymentInfo>;
export type EmploymentRecordJson = SnakeCased<EmploymentRecord>;

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

const presentInfo = snakeCased<EmploymentInfo>()(['quotedWeeks', 'discountedWeeks', 'reintegratedWeeks', 'status']);
const presentRecord = snakeCased<EmploymentRecord>()(['employer', 'employerRegistration', 'startDate', 'endDate', 'jobTitle', 'federalEntity', 'baseSalary']);

export function presentAccountEmployment({ account, employment }: EmploymentOfAccount): AccountEmploymentJson {
  return {
    account_id: account.id,
    platform: account.platform,
    employment_info: presentInfo(employment.employmentInfo),
    employment_history: employment.employmentHistory.map(presentRecord),
  };
}
