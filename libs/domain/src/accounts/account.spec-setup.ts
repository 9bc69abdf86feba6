import { aPrincipal, anAccount, InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Company } from '../companies/company';
import type { User } from '../users/user';
import type { Account } from './account';

export const NOW = new Date('2025-03-15T12:00:00.000Z');
/** The caller's company (`aPrincipal`'s), and another one. */
export const MINE: Company = aPrincipal('private').company;
export const THEIRS: Company = { ...MINE, id: 'company-2', name: 'Other' };
export const USER: User = { id: 'user-1', companyId: MINE.id, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) };
export const THEIR_USER: User = { ...USER, id: 'user-2', companyId: THEIRS.id, externalId: 'worker-2' };

/**
 * The account use cases' storage over the contract-tested in-memory fakes: two companies with a user each,
 * and the accounts given (each belongs to the first user of its company).
 */
export function accountStore(accounts: Partial<Account>[] = [], users: readonly User[] = [USER, THEIR_USER]) {
  const store = new InMemoryStore();
  for (const company of [MINE, THEIRS]) store.companies.set(company.id, company);
  for (const user of users) store.users.set(user.id, user);
  for (const overrides of accounts) {
    const owner = users.find((user) => user.companyId === (overrides.companyId ?? MINE.id));
    if (!owner) throw new Error(`no user in ${overrides.companyId}`);
    const account = anAccount(owner, overrides);
    store.accounts.set(account.id, account);
  }
  return { store, repos: inMemoryRepositories(store), unitOfWork: new InMemoryUnitOfWork(store), clock: new TestClock(NOW) };
}

/** The login state an account is stored in. */
export const loginStateOf = ({ status, statusDetails, warning, nextStep }: Account) => ({ status, statusDetails, warning, nextStep });
