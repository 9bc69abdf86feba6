import type { Account } from '../accounts/account';
import type { Principal } from '../auth/principal';
import type { DateRange } from '../dates/date-range';
import type { Page } from '../ports/earnings.repository';
import type { DailyEarning } from './daily-earning';
import { SearchAccountEarnings, SearchAccountEarningsQuery } from './search-account-earnings';

const MINE = 'company-1';
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const principal: Principal = {
  company: { id: MINE, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) },
  keyId: 'key-1',
  keyKind: 'private',
};
const ACCOUNT: Account = {
  id: ID, companyId: MINE, userId: 'user-1', platform: 'uber', country: 'mx', identifier: 'x', status: 'success', statusDetails: null,
  warning: null, nextStep: null, lastSuccessfulConnection: '2025-01-31', refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, createdAt: new Date(0), updatedAt: new Date(0),
};
const ROW: DailyEarning = { accountId: ID, earningDate: '2025-01-02', amountCents: 100, currency: 'mxn', countTrips: 1 };
const WINDOW = { startDate: '2025-01-01', endDate: '2025-01-31' };

function setup(total = 250) {
  const searches: [string, DateRange, Page][] = [];
  const useCase = new SearchAccountEarnings({
    accounts: { findById: async (companyId, id) => (companyId === MINE && id === ID ? ACCOUNT : null) },
    earnings: { search: async (...args) => (searches.push(args), { rows: [ROW], total }) },
  });
  return { run: (query: SearchAccountEarningsQuery, id = ID) => useCase.execute(principal, id, query), searches };
}

describe('SearchAccountEarnings', () => {
  it('gives the first page of 100 days by default, with the page count', async () => {
    const { run, searches } = setup(250);
    await expect(run(WINDOW)).resolves.toEqual({ account: ACCOUNT, rows: [ROW], page: 1, itemsPerPage: 100, totalItems: 250, totalPages: 3 });
    expect(searches).toEqual([[ID, { start: '2025-01-01', end: '2025-01-31' }, { page: 1, itemsPerPage: 100 }]]);
  });

  it('gives the asked page, up to 1,000 days a page', async () => {
    const { run } = setup(2001);
    await expect(run({ ...WINDOW, page: 3, itemsPerPage: 1000 })).resolves.toMatchObject({ page: 3, itemsPerPage: 1000, totalPages: 3 });
    await expect(run({ ...WINDOW, page: null, itemsPerPage: null })).resolves.toMatchObject({ page: 1, itemsPerPage: 100 });
  });

  it.each([[{ page: 0 }], [{ itemsPerPage: 0 }], [{ itemsPerPage: 1001 }], [{ page: 1.5 }], [{ page: '2' }]])('refuses the paging %p', async (paging) => {
    const { run, searches } = setup();
    const message = 'options.page must be at least 1 and options.items_per_page from 1 to 1000';
    await expect(run({ ...WINDOW, ...paging })).rejects.toMatchObject({ code: 'bad_request', message, errors: [{ field: 'options', message }] });
    expect(searches).toEqual([]);
  });

  it('looks for the account before checking the window and the paging', async () => {
    const { run } = setup();
    await expect(run({ startDate: 'x', endDate: undefined, page: 0 }, 'not-a-uuid')).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(run({ startDate: 'x', endDate: undefined, page: 0 })).rejects.toMatchObject({
      code: 'bad_request',
      errors: [expect.objectContaining({ field: 'start_date' }), expect.objectContaining({ field: 'end_date' })],
    });
  });
});
