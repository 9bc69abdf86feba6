import type { AccountEmployment, AccountProfile, AccountWarning, RetrievedData } from '@gig/domain';
import { count, date, decimalCents, fields, list, nullableDate, nullableOneOf, nullableText, ShapeError, text } from '../schema/shape-reader';

/** The institute's own id of the worker next to the CURP: the NSS (social security) or the RFC (public servants). */
export interface InstituteIdDocument {
  /** Field of the result holding it, e.g. `nss`. */
  readonly key: string;
  readonly type: string;
  readonly name: string;
}

export const INSTITUTE_WARNINGS: readonly AccountWarning[] = ['zero_quoted_weeks', 'curp_not_in_platform'];

type Job = AccountEmployment['employment_history'][number];

function readJob(raw: unknown, at: string): Job {
  const job = fields(raw, at);
  const start = date(job['start_date'], `${at}.start_date`);
  const end = nullableDate(job['end_date'], `${at}.end_date`);
  if (end !== null && end < start) throw new ShapeError(`${at}.end_date is before its start_date`);
  return {
    employer: text(job['employer'], `${at}.employer`),
    employer_registration: nullableText(job['employer_registration'], `${at}.employer_registration`),
    start_date: start,
    end_date: end,
    job_title: nullableText(job['job_title'], `${at}.job_title`),
    federal_entity: nullableText(job['federal_entity'], `${at}.federal_entity`),
    base_salary: job['base_salary'] == null ? null : decimalCents(job['base_salary'], `${at}.base_salary`) / 100,
  };
}

function readProfile(result: Readonly<Record<string, unknown>>, id: InstituteIdDocument): AccountProfile {
  const curp = text(result['curp'], 'result.curp');
  const own = text(result[id.key], `result.${id.key}`);
  return {
    worker_id: own,
    profile: {
      first_name: nullableText(result['first_name'], 'result.first_name'),
      last_name: nullableText(result['last_name'], 'result.last_name'),
      email: null,
      phone: null,
      birthday: nullableDate(result['birthday'], 'result.birthday'),
      address: null,
      city_name: null,
      picture_url: null,
    },
    ids_info: [{ type: 'national_id', name: 'CURP', value: curp }, { type: id.type, name: id.name, value: own }],
    vehicle_info: null,
    metrics_info: null,
  };
}

/**
 * A ready request's `result` into the domain's data: no earnings, the profile and the employment
 * record. `curp_not_in_platform` carries nothing else; no quoted weeks is the `zero_quoted_weeks`
 * warning even when the service does not say so.
 */
export function readInstituteResult(value: unknown, id: InstituteIdDocument): RetrievedData {
  const result = fields(value, 'result');
  const warning = nullableOneOf(result['warning'], 'result.warning', INSTITUTE_WARNINGS);
  if (warning === 'curp_not_in_platform') return { earnings: [], profile: null, employment: null, warning };
  const employment: AccountEmployment = {
    employment_info: {
      quoted_weeks: count(result['quoted_weeks'], 'result.quoted_weeks'),
      discounted_weeks: count(result['discounted_weeks'], 'result.discounted_weeks'),
      reintegrated_weeks: count(result['reintegrated_weeks'], 'result.reintegrated_weeks'),
      status: text(result['employment_status'], 'result.employment_status'),
    },
    employment_history: list(result['jobs'], 'result.jobs').map((job, index) => readJob(job, `result.jobs[${index}]`)),
  };
  const zero = employment.employment_info.quoted_weeks === 0 ? 'zero_quoted_weeks' : null;
  return { earnings: [], profile: readProfile(result, id), employment, warning: warning ?? zero };
}
