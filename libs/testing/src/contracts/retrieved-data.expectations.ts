import {
  ACCOUNT_WARNINGS,
  AccountEmployment,
  AccountProfile,
  isCalendarDate,
  isCurrencyCode,
  Platform,
  RetrievedData,
} from '@gig/domain';

const isNullableString = (value: unknown) => value === null || typeof value === 'string';
const isNullableNumber = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Asserts the data a connector retrieved has the shapes and units the domain relies on. */
export function expectWellFormedData(data: RetrievedData, platform: Platform): void {
  expect(data.warning === null || ACCOUNT_WARNINGS.includes(data.warning)).toBe(true);
  const dates = data.earnings.map((earning) => earning.earningDate);
  expect(dates.every(isCalendarDate)).toBe(true);
  expect(new Set(dates).size).toBe(dates.length);
  if (platform.historyDays === 0) expect(data.earnings).toEqual([]);
  for (const earning of data.earnings) {
    expect(isCount(earning.amountCents)).toBe(true);
    expect(isCurrencyCode(earning.currency)).toBe(true);
    expect(earning.countTrips === null || isCount(earning.countTrips)).toBe(true);
    if (!platform.reportsTrips) expect(earning.countTrips).toBeNull();
  }
  if (data.profile) expectWellFormedProfile(data.profile);
  if (data.employment) expectWellFormedEmployment(data.employment);
}

export function expectWellFormedProfile(account: AccountProfile): void {
  expect(isNullableString(account.worker_id)).toBe(true);
  const { birthday, ...texts } = account.profile;
  expect(Object.values(texts).every(isNullableString)).toBe(true);
  expect(birthday === null || isCalendarDate(birthday)).toBe(true);
  for (const id of account.ids_info) {
    expect([id.type, id.name, id.value].every((field) => typeof field === 'string')).toBe(true);
  }
  if (account.vehicle_info) {
    const { year, ...vehicle } = account.vehicle_info;
    expect(Object.values(vehicle).every(isNullableString)).toBe(true);
    expect(year === null || Number.isInteger(year)).toBe(true);
  }
  if (account.metrics_info) {
    const { time_since_first_trip, level_name, lifetime_trips, ...rates } = account.metrics_info;
    expect([time_since_first_trip, level_name].every(isNullableString)).toBe(true);
    expect(lifetime_trips === null || isCount(lifetime_trips)).toBe(true);
    expect(Object.values(rates).every(isNullableNumber)).toBe(true);
  }
}

export function expectWellFormedEmployment(employment: AccountEmployment): void {
  const { status, ...weeks } = employment.employment_info;
  expect(typeof status).toBe('string');
  expect(Object.values(weeks).every(isCount)).toBe(true);
  for (const job of employment.employment_history) {
    expect(typeof job.employer).toBe('string');
    expect([job.employer_registration, job.job_title, job.federal_entity].every(isNullableString)).toBe(true);
    expect(isCalendarDate(job.start_date)).toBe(true);
    expect(job.end_date === null || (isCalendarDate(job.end_date) && job.end_date >= job.start_date)).toBe(true);
    expect(job.base_salary === null || (isNullableNumber(job.base_salary) && job.base_salary >= 0)).toBe(true);
  }
}
