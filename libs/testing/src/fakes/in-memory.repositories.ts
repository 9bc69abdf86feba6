import type {
  Account,
  AccountRepository,
  ApiKeyRecord,
  ApiKeyRepository,
  CalendarDate,
  Company,
  CompanyPermissions,
  CompanyRepository,
  DailyEarning,
  DateRange,
  EarningsRepository,
  Repositories,
  UnitOfWork,
  User,
  UserRef,
  UserRepository,
} from '@gig/domain';

/** The state every in-memory repository shares, so that they see each other's rows. */
export class InMemoryStore {
  readonly companies = new Map<string, Company>();
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  readonly users = new Map<string, User>();
  readonly accounts = new Map<string, Account>();
  readonly earnings = new Map<string, DailyEarning>();
}

class InMemoryCompanyRepository implements CompanyRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(company: Company) {
    this.store.companies.set(company.id, company);
  }
  async findById(id: string) {
    return this.store.companies.get(id) ?? null;
  }
  async setPermissions(id: string, permissions: CompanyPermissions) {
    const company = this.store.companies.get(id);
    if (!company) return null;
    const updated = { ...company, ...definedOnly(permissions) };
    this.store.companies.set(id, updated);
    return updated;
  }
  async count() {
    return this.store.companies.size;
  }
}

class InMemoryApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(key: ApiKeyRecord) {
    if ([...this.store.apiKeys.values()].some((k) => k.hash === key.hash)) throw new Error('duplicate key hash');
    this.store.apiKeys.set(key.id, key);
  }
  async findActiveByHash(hash: string) {
    const key = [...this.store.apiKeys.values()].find((k) => k.hash === hash && k.revokedAt === null);
    const company = key && this.store.companies.get(key.companyId);
    return key && company ? { key, company } : null;
  }
}

class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(user: User) {
    if (user.externalId !== null && (await this.findByRef(user.companyId, { externalId: user.externalId }))) {
      throw new Error('duplicate external_id');
    }
    this.store.users.set(user.id, user);
  }
  async findByRef(companyId: string, ref: UserRef) {
    const match = (u: User) =>
      u.companyId === companyId && ('userId' in ref ? u.id === ref.userId : u.externalId === ref.externalId);
    return [...this.store.users.values()].find(match) ?? null;
  }
}

class InMemoryAccountRepository implements AccountRepository {
  constructor(private readonly store: InMemoryStore) {}
  async create(account: Account) {
    this.store.accounts.set(account.id, account);
  }
  async findById(companyId: string, accountId: string) {
    const account = this.store.accounts.get(accountId);
    return account && account.companyId === companyId ? account : null;
  }
  async listByUser(companyId: string, userId: string) {
    return [...this.store.accounts.values()]
      .filter((a) => a.companyId === companyId && a.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }
  async findByLogin(userId: string, platform: string, identifier: string) {
    const match = (a: Account) => a.userId === userId && a.platform === platform && a.identifier === identifier;
    return [...this.store.accounts.values()].find(match) ?? null;
  }
  async setLastSuccessfulConnection(accountId: string, date: CalendarDate | null) {
    const account = this.store.accounts.get(accountId);
    if (account) this.store.accounts.set(accountId, { ...account, lastSuccessfulConnection: date });
  }
}

class InMemoryEarningsRepository implements EarningsRepository {
  constructor(private readonly store: InMemoryStore) {}
  async upsert(rows: readonly DailyEarning[]) {
    for (const row of rows) this.store.earnings.set(`${row.accountId}|${row.earningDate}`, { ...row });
  }
  async listForAccounts(accountIds: readonly string[], range: DateRange) {
    const ids = new Set(accountIds);
    return [...this.store.earnings.values()]
      .filter((r) => ids.has(r.accountId) && r.earningDate >= range.start && r.earningDate <= range.end)
      .sort((a, b) => a.earningDate.localeCompare(b.earningDate) || a.accountId.localeCompare(b.accountId));
  }
  async findForUser(companyId: string, ref: UserRef, range: DateRange) {
    const user = await new InMemoryUserRepository(this.store).findByRef(companyId, ref);
    if (!user) return null;
    const accounts = await new InMemoryAccountRepository(this.store).listByUser(companyId, user.id);
    return { accounts, rows: await this.listForAccounts(accounts.map((a) => a.id), range) };
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function inMemoryRepositories(store = new InMemoryStore()): Repositories {
  return {
    companies: new InMemoryCompanyRepository(store),
    apiKeys: new InMemoryApiKeyRepository(store),
    users: new InMemoryUserRepository(store),
    accounts: new InMemoryAccountRepository(store),
    earnings: new InMemoryEarningsRepository(store),
  };
}

/** All-or-nothing over a copy of the store: the copy replaces the original only on success. */
export class InMemoryUnitOfWork implements UnitOfWork {
  constructor(private readonly store: InMemoryStore) {}
  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const draft = new InMemoryStore();
    for (const key of ['companies', 'apiKeys', 'users', 'accounts', 'earnings'] as const) {
      for (const [id, row] of this.store[key]) (draft[key] as Map<string, unknown>).set(id, row);
    }
    const result = await work(inMemoryRepositories(draft));
    for (const key of ['companies', 'apiKeys', 'users', 'accounts', 'earnings'] as const) {
      (this.store[key] as Map<string, unknown>).clear();
      for (const [id, row] of draft[key]) (this.store[key] as Map<string, unknown>).set(id, row);
    }
    return result;
  }
}
