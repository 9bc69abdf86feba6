import {
  ACCOUNT_WARNINGS,
  AccountEmployment,
  AccountProfile,
  ID_DOCUMENT_TYPES,
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
  expect(isNullableString(account.workerId)).toBe(true);
  const { birthday, ...texts } = account.profile;
  expect(Object.values(texts).every(isNullableString)).toBe(true);
  expect(birthday === null || isCalendarDate(birthday)).toBe(true);
  for (const id of account.idsInfo) {
    expect([id.name, id.value].every((field) => typeof field === 'string')).toBe(true);
    expect(ID_DOCUMENT_TYPES).toContain(id.type);
  }
  if (account.vehicleInfo) {
    const { year, ...vehicle } = account.vehicleInfo;
    expect(Object.values(vehicle).every(isNullableString)).toBe(true);
    expect(year === null || Number.isInteger(year)).toBe(true);
  }
  if (account.metricsInfo) {
    const { timeSinceFirstTrip, levelName, lifetimeTrips, ...rates } = account.metricsInfo;
    expect([timeSinceFirstTrip, levelName].every(isNullableString)).toBe(true);
    expect(lifetimeTrips === null || isCount(lifetimeTrips)).toBe(true);
    expect(Object.values(rates).every(isNullableNumber)).toBe(true);
  }
}

export function expectWellFormedEmployment(employment: AccountEmployment): void {
  const { status, ...weeks } = employment.employmentInfo;
  expect(typeof status).toBe('string');
  expect(Object.values(weeks).every(isCount)).toBe(true);
  for (const job of employment.employmentHistory) {
    expect(typeof job.employer).toBe('string');
    expect([job.employerRegistration, job.jobTitle, job.federalEntity].every(isNullableString)).toBe(true);
    expect(isCalendarDate(job.startDate)).toBe(true);
    expect(job.endDate === null || (isCalendarDate(job.endDate) && job.endDate >= job.startDate)).toBe(true);
    expect(job.baseSalary === null || (isNullableNumber(job.baseSalary) && job.baseSalary >= 0)).toBe(true);
  }
}
