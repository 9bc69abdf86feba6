import { accountStatus } from '@gig/domain';
import { randomUUID } from 'node:crypto';
import type { Account, AccountEmployment, AccountProfile, Company, Repositories, UnitOfWork, User } from '@gig/domain';
import { holdBetween } from '../hooks/held-between';
import { RESET_BUDGET_MS } from '../hooks/hook-budgets';

/** What a persistence adapter hands the contract suites: its repositories and a way to empty them. */
export interface PersistenceHarness {
  readonly repositories: Repositories;
  readonly unitOfWork: UnitOfWork;
  /** Removes every row, so that each test starts from nothing. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export type MakePersistenceHarness = () => Promise<PersistenceHarness>;

/** What a contract suite opens once: something to close, and to empty before every test when it has a way to. */
export interface SuiteHarness {
  reset?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the harness once per suite and empties it before every test.
 * Returns a getter, since the harness exists only once `beforeAll` has run.
 */
export function useHarness<H extends SuiteHarness = PersistenceHarness>(make: () => Promise<H>): () => H {
  const harness = holdBetween({ open: beforeAll, close: afterAll }, make, (opened) => opened.close(), 'harness');
  beforeEach(async () => {
    await harness().reset?.();
  }, RESET_BUDGET_MS);
  return harness;
}

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: randomUUID(),
    name: 'Acme Lending',
    environment: 'sandbox',
    readEnabled: true,
    writeEnabled: true,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

export function aUser(companyId: string, overrides: Partial<User> = {}): User {
  return { id: randomUUID(), companyId, externalId: null, widgetId: null, createdAt: new Date('2025-01-02T00:00:00.000Z'), ...overrides };
}

/** Two companies, `mine` with a user (external id `worker-7`) and a sibling, `theirs` with a stranger: for ownership rules. */
export async function twoCompaniesWithUsers(repos: Repositories) {
  const mine = aCompany();
  const theirs = aCompany({ name: 'Other Lender' });
  for (const company of [mine, theirs]) await repos.companies.create(company);
  const user = aUser(mine.id, { externalId: 'worker-7' });
  const sibling = aUser(mine.id);
  const stranger = aUser(theirs.id);
  for (const u of [user, sibling, stranger]) await repos.users.create(u);
  return { mine, theirs, user, sibling, stranger };
}

/** A synced account (status `success`); `updatedAt` follows `createdAt` unless given. */
export function anAccount(user: User, overrides: Partial<Account> = {}): Account {
  const createdAt = overrides.createdAt ?? new Date('2025-01-03T00:00:00.000Z');
  return {
    id: randomUUID(),
    companyId: user.companyId,
    userId: user.id,
    platform: 'uber',
    country: 'mx',
    identifier: 'driver@example.com',
    status: accountStatus.success,
    statusDetails: null,
    warning: null,
    nextStep: null,
    lastSuccessfulConnection: null,
    refreshEnabled: true,
    lastRefreshedAt: null,
    nextRefreshAt: null,
    source: 'connection', disconnectedBy: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A company with one user, stored. */
export async function seedUser(repos: Repositories, user: Partial<User> = {}) {
  const company = aCompany();
  await repos.companies.create(company);
  const stored = aUser(company.id, user);
  await repos.users.create(stored);
  return { company, user: stored };
}

/** A company with one user and two accounts of theirs, stored; `second` tells the second account's login apart. */
export async function seedTwoAccounts(repos: Repositories, second: Partial<Account>) {
  const { user } = await seedUser(repos);
  const [a, b] = [anAccount(user), anAccount(user, second)];
  await repos.accounts.create(a);
  await repos.accounts.create(b);
  return { a, b };
}

/** Two stored companies: `mine`, whose rows a test works on, and `theirs`, whose rows must stay out of its sight. */
export async function seedTwoCompanies(repos: Repositories): Promise<{ mine: Company; theirs: Company }> {
  const [mine, theirs] = [aCompany(), aCompany({ name: 'Other' })];
  await repos.companies.create(mine);
  await repos.companies.create(theirs);
  return { mine, theirs };
}

/** The harness's repositories, with `seedTwoCompanies`' companies stored in them. */
export async function twoCompaniesIn(harness: () => PersistenceHarness) {
  const repos = harness().repositories;
  return { repos, ...(await seedTwoCompanies(repos)) };
}

/** The harness's repositories, with `seedTwoAccounts`' accounts stored in them. */
export async function twoAccountsIn(harness: () => PersistenceHarness, second: Partial<Account>) {
  const repos = harness().repositories;
  return { repos, ...(await seedTwoAccounts(repos, second)) };
}

/** A profile using every kind of value the JSON column must give back unchanged. */
export function aProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    workerId: 'drv-9f8e',
    profile: {
      firstName: 'José',
      lastName: 'Ñúñez "el Rayo"',
      email: 'jose@example.com',
      phone: '+525512345678',
      birthday: '1990-02-28',
      address: null,
      cityName: 'Ciudad de México',
      pictureUrl: null,
    },
    idsInfo: [{ type: 'curp', name: 'CURP', value: 'NUNJ900228HDFXXX01' }],
    vehicleInfo: { type: 'car', brand: 'Nissan', model: 'Versa', year: 2019, licensePlate: null },
    metricsInfo: { acceptanceRate: 0.93, cancellationRate: 0, rating: 4.87, lifetimeTrips: 5123, timeSinceFirstTrip: '3 years', levelName: null },
    ...overrides,
  };
}

export function anEmployment(overrides: Partial<AccountEmployment> = {}): AccountEmployment {
  return {
    employmentInfo: { quotedWeeks: 512, discountedWeeks: 3, reintegratedWeeks: 0, status: 'employed' },
    employmentHistory: [
      { employer: 'Logística Rápida SA de CV', employerRegistration: 'Y1234567890', startDate: '2019-03-01', endDate: null, jobTitle: 'Chofer', federalEntity: 'CDMX', baseSalary: 412.35 },
      { employer: 'Otro Patrón', employerRegistration: null, startDate: '2015-01-15', endDate: '2019-02-28', jobTitle: null, federalEntity: null, baseSalary: null },
    ],
    ...overrides,
  };
}
