import { idDocumentTypeOf } from '@gig/domain';
import type { AccountEmployment, AccountProfile, AccountWarning, EmploymentRecord, RetrievedData } from '@gig/domain';
import { count, date, decimalCents, fields, list, nullableDate, nullableOneOf, nullableText, ShapeError, text } from '../schema/shape-reader';

/** The institute's own id of the worker next to the CURP: the NSS (social security) or the RFC (public servants). */
export interface InstituteIdDocument {
  /** Field of the result holding it, e.g. `nss`. */
  readonly key: string;
  readonly type: string;
  readonly name: string;
}

export const INSTITUTE_WARNINGS: readonly AccountWarning[] = ['zero_quoted_weeks', 'curp_not_in_platform'];

function readJob(raw: unknown, at: string): EmploymentRecord {
  const job = fields(raw, at);
  const start = date(job['start_date'], `${at}.start_date`);
  const end = nullableDate(job['end_date'], `${at}.end_date`);
  if (end !== null && end < start) throw new ShapeError(`${at}.end_date is before its start_date`);
  return {
    employer: text(job['employer'], `${at}.employer`),
    employerRegistration: nullableText(job['employer_registration'], `${at}.employer_registration`),
    startDate: start,
    endDate: end,
    jobTitle: nullableText(job['job_title'], `${at}.job_title`),
    federalEntity: nullableText(job['federal_entity'], `${at}.federal_entity`),
    baseSalary: job['base_salary'] == null ? null : decimalCents(job['base_salary'], `${at}.base_salary`) / 100,
  };
}

function readProfile(result: Readonly<Record<string, unknown>>, id: InstituteIdDocument): AccountProfile {
  const curp = text(result['curp'], 'result.curp');
  const own = text(result[id.key], `result.${id.key}`);
  return {
    workerId: own,
    profile: {
      firstName: nullableText(result['first_name'], 'result.first_name'),
      lastName: nullableText(result['last_name'], 'result.last_name'),
      email: null,
      phone: null,
      birthday: nullableDate(result['birthday'], 'result.birthday'),
      address: null,
      cityName: null,
      pictureUrl: null,
    },
    idsInfo: [{ type: 'national', name: 'CURP', value: curp }, { type: idDocumentTypeOf(id.type), name: id.name, value: own }],
    vehicleInfo: null,
    metricsInfo: null,
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
    employmentInfo: {
      quotedWeeks: count(result['quoted_weeks'], 'result.quoted_weeks'),
      discountedWeeks: count(result['discounted_weeks'], 'result.discounted_weeks'),
      reintegratedWeeks: count(result['reintegrated_weeks'], 'result.reintegrated_weeks'),
      status: text(result['employment_status'], 'result.employment_status'),
    },
    employmentHistory: list(result['jobs'], 'result.jobs').map((job, index) => readJob(job, `result.jobs[${index}]`)),
  };
  const zero = employment.employmentInfo.quotedWeeks === 0 ? 'zero_quoted_weeks' : null;
  return { earnings: [], profile: readProfile(result, id), employment, warning: warning ?? zero };
}
