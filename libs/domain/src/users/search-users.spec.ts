import type { Principal } from '../auth/principal';
import type { Page } from '../ports/earnings.repository';
import { SearchUsers } from './search-users';

const principal: Principal = {
  company: { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) },
  keyId: 'member:m-1',
  keyKind: 'private',
};

function setup() {
  const asked: [string, string, Page][] = [];
  const search = new SearchUsers({ search: async (companyId, query, page) => (asked.push([companyId, query, page]), { items: [], total: 7 }) });
  return { asked, search };
}

describe('SearchUsers', () => {
  it('searches the caller’s company with the trimmed text, every user when there is none, 20 a page by default', async () => {
    const { asked, search } = setup();
    await expect(search.execute(principal, undefined)).resolves.toEqual({ items: [], total: 7, page: 1, itemsPerPage: 20 });
    await search.execute(principal, '  wk-1 ', { page: 2, itemsPerPage: 50 });
    await search.execute(principal, null);
    expect(asked).toEqual([
      ['company-1', '', { page: 1, itemsPerPage: 20 }],
      ['company-1', 'wk-1', { page: 2, itemsPerPage: 50 }],
      ['company-1', '', { page: 1, itemsPerPage: 20 }],
    ]);
  });

  it.each([[42], [['wk']], ['x'.repeat(256)]])('refuses the query %p', async (query) => {
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
