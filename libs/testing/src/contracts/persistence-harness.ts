import { randomUUID } from 'node:crypto';
import type { Account, Company, Repositories, UnitOfWork, User } from '@gig/domain';

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

export function anAccount(user: User, overrides: Partial<Account> = {}): Account {
  return {
    id: randomUUID(),
    companyId: user.companyId,
    userId: user.id,
    platform: 'uber',
    country: 'mx',
    identifier: 'driver@example.com',
    lastSuccessfulConnection: null,
    createdAt: new Date('2025-01-03T00:00:00.000Z'),
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
