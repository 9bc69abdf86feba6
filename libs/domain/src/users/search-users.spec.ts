import { aUser, InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { Principal } from '../auth/principal';
import { SearchUsers } from './search-users';

const principal: Principal = {
  company: { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) },
  keyId: 'member:m-1',
  keyKind: 'private',
};

/** SearchUsers over the in-memory user directory (its searches watched): seven users of company-1, wk-1 to wk-7, and one of company-2. */
function setup() {
  const store = new InMemoryStore();
  for (const id of ['company-1', 'company-2']) store.companies.set(id, { ...principal.company, id });
  for (let i = 1; i <= 7; i++) {
    const user = aUser('company-1', { externalId: `wk-${i}`, createdAt: new Date(i) });
    store.users.set(user.id, user);
  }
  const theirs = aUser('company-2', { externalId: 'wk-1' });
  store.users.set(theirs.id, theirs);
  const directory = inMemoryRepositories(store).userDirectory;
  const asked = jest.spyOn(directory, 'search').mock.calls;
  return { asked, search: new SearchUsers(directory) };
}

describe('SearchUsers', () => {
  it('searches the caller’s company with the trimmed text, every user when there is none, 20 a page by default', async () => {
    const { asked, search } = setup();
    const all = await search.execute(principal);
    expect({ ...all, items: all.items.map((item) => item.user.externalId) }).toEqual({ items: ['wk-7', 'wk-6', 'wk-5', 'wk-4', 'wk-3', 'wk-2', 'wk-1'], total: 7, page: 1, itemsPerPage: 20 });
    await expect(search.execute(principal, '  wk-1 ')).resolves.toMatchObject({ total: 1, items: [{ user: { externalId: 'wk-1', companyId: 'company-1' } }] });
    await search.execute(principal, '  wk-1 ', { page: 2, itemsPerPage: 50 });
    await search.execute(principal, '');
    expect(asked).toEqual([
      ['company-1', '', { page: 1, itemsPerPage: 20 }],
      ['company-1', 'wk-1', { page: 1, itemsPerPage: 20 }],
      ['company-1', 'wk-1', { page: 2, itemsPerPage: 50 }],
      ['company-1', '', { page: 1, itemsPerPage: 20 }],
    ]);
  });

  it.each([['x'.repeat(256)]])('refuses the query %p', async (query) => {
    const { asked, search } = setup();
    await expect(search.execute(principal, query)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'query' }] });
    expect(asked).toEqual([]);
  });

  it('refuses a page beyond the console’s limits, and a company without reads', async () => {
    const { search } = setup();
    await expect(search.execute(principal, '', { itemsPerPage: 101 })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(search.execute({ ...principal, company: { ...principal.company, readEnabled: false } }, '')).rejects.toMatchObject({ code: 'read_permissions_disabled' });
  });
});
