import { randomUUID } from 'node:crypto';
import type { Account, AccountEmployment, AccountProfile, Company, Repositories, UnitOfWork, User } from '@gig/domain';

/** What a persistence adapter hands the contract suites: its repositories and a way to empty them. */
export interface PersistenceHarness {
  readonly repositories: Repositories;
  readonly unitOfWork: UnitOfWork;
  /** Removes every row, so that each test starts from nothing. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export type MakePersistenceHarness = () => Promise<PersistenceHarness>;

/**
 * Opens the harness once per suite and empties it before every test.
 * Returns a getter, since the harness exists only once `beforeAll` has run.
 */
export function useHarness(make: MakePersistenceHarness): () => PersistenceHarness {
  let harness: PersistenceHarness | undefined;
  beforeAll(async () => {
    harness = await make();
  });
  beforeEach(async () => {
    await harness?.reset();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('persistence harness not opened');
    return harness;
  };
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
  return { id: randomUUID(), companyId, externalId: null, createdAt: new Date('2025-01-02T00:00:00.000Z'), ...overrides };
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
    status: 'success',
    statusDetails: null,
    warning: null,
    nextStep: null,
    lastSuccessfulConnection: null,
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

/** A profile using every kind of value the JSON column must give back unchanged. */
export function aProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    worker_id: 'drv-9f8e',
    profile: {
      first_name: 'José',
      last_name: 'Ñúñez "el Rayo"',
      email: 'jose@example.com',
      phone: '+525512345678',
      birthday: '1990-02-28',
      address: null,
      city_name: 'Ciudad de México',
      picture_url: null,
    },
    ids_info: [{ type: 'curp', name: 'CURP', value: 'NUNJ900228HDFXXX01' }],
    vehicle_info: { type: 'car', brand: 'Nissan', model: 'Versa', year: 2019, license_plate: null },
    metrics_info: { acceptance_rate: 0.93, cancellation_rate: 0, rating: 4.87, lifetime_trips: 5123, time_since_first_trip: '3 years', level_name: null },
    ...overrides,
  };
}

export function anEmployment(overrides: Partial<AccountEmployment> = {}): AccountEmployment {
  return {
    employment_info: { quoted_weeks: 512, discounted_weeks: 3, reintegrated_weeks: 0, status: 'employed' },
    employment_history: [
      { employer: 'Logística Rápida SA de CV', employer_registration: 'Y1234567890', start_date: '2019-03-01', end_date: null, job_title: 'Chofer', federal_entity: 'CDMX', base_salary: 412.35 },
      { employer: 'Otro Patrón', employer_registration: null, start_date: '2015-01-15', end_date: '2019-02-28', job_title: null, federal_entity: null, base_salary: null },
    ],
    ...overrides,
  };
}
