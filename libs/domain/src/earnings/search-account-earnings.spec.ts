import { aPrincipal } from '@gig/testing';
import { accountStore } from '../accounts/account.spec-setup';
import { addDays } from '../dates/calendar-date';
import type { DailyEarning } from './daily-earning';
import { SearchAccountEarnings, SearchAccountEarningsQuery } from './search-account-earnings';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const principal = aPrincipal('private');
const WINDOW = { startDate: '2020-01-01', endDate: '2025-12-31' };

/** An account of the caller's company with `days` days of earnings from 2020-01-01, over the in-memory fakes (searches watched). */
async function setup(days = 250) {
  const { repos, store } = accountStore([{ id: ID, lastSuccessfulConnection: '2025-01-31' }]);
  const rows: DailyEarning[] = Array.from({ length: days }, (_, i) => ({ accountId: ID, earningDate: addDays('2020-01-01', i), amountCents: 100 + i, currency: 'mxn', countTrips: 1 }));
  await repos.earnings.upsert(rows);
  const searches = jest.spyOn(repos.earnings, 'search').mock.calls;
  const useCase = new SearchAccountEarnings({ accounts: repos.accounts, earnings: repos.earnings });
  return { run: (query: SearchAccountEarningsQuery, id = ID) => useCase.execute(principal, id, query), searches, rows, account: store.accounts.get(ID) };
}

describe('SearchAccountEarnings', () => {
  it('gives the first page of 100 days by default, with the page count', async () => {
    const { run, searches, rows, account } = await setup(250);
    await expect(run(WINDOW)).resolves.toEqual({ account, rows: rows.slice(0, 100), page: 1, itemsPerPage: 100, totalItems: 250, totalPages: 3 });
    expect(searches).toEqual([[ID, { start: '2020-01-01', end: '2025-12-31' }, { page: 1, itemsPerPage: 100 }]]);
  });

  it('gives the asked page, up to 1,000 days a page', async () => {
    const { run, rows } = await setup(2001);
    await expect(run({ ...WINDOW, page: 3, itemsPerPage: 1000 })).resolves.toMatchObject({ page: 3, itemsPerPage: 1000, totalPages: 3, rows: rows.slice(2000) });
    await expect(run({ ...WINDOW, page: null, itemsPerPage: null })).resolves.toMatchObject({ page: 1, itemsPerPage: 100 });
  });

  it.each([[{ page: 0 }], [{ itemsPerPage: 0 }], [{ itemsPerPage: 1001 }], [{ page: 1.5 }]])('refuses the paging %p', async (paging) => {
    const { run, searches } = await setup();
    const message = 'options.page must be at least 1 and options.itemsPerPage from 1 to 1000';
    await expect(run({ ...WINDOW, ...paging })).rejects.toMatchObject({ code: 'bad_request', message, errors: [{ field: 'options', message }] });
    expect(searches).toEqual([]);
  });

  it('looks for the account before checking the window and the paging', async () => {
    const { run } = await setup();
    await expect(run({ startDate: 'x', page: 0 }, 'not-a-uuid')).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(run({ startDate: 'x', page: 0 })).rejects.toMatchObject({
      code: 'bad_request',
      errors: [expect.objectContaining({ field: 'startDate' }), expect.objectContaining({ field: 'endDate' })],
    });
  });
});
