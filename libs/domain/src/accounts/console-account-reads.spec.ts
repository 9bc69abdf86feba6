import type { Principal } from '../auth/principal';
import { ERROR_CATALOGUE } from '../errors/error-catalogue';
import { testRegistry } from '../platforms/test-platforms.fixture';
import type { AccountDirectory, AccountFilter } from '../ports/account-directory';
import type { Page } from '../ports/earnings.repository';
import type { Account } from './account';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS } from './account-lifecycle';
import { explainAccount } from './explain-account';
import { GetAccountTimeline, TIMELINE_LIMIT } from './get-account-timeline';
import { ListCompanyAccounts } from './list-company-accounts';
import { SummarizeAccounts } from './summarize-accounts';

const MINE = 'company-1';
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const principal = (overrides: Partial<Principal['company']> = {}, keyKind: Principal['keyKind'] = 'private'): Principal => ({
  company: { id: MINE, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0), ...overrides },
  keyId: 'member:m-1',
  keyKind,
});

function directory() {
  const calls: { filter: AccountFilter; page: Page }[] = [];
  const ranges: [string, string][] = [];
  const fake: AccountDirectory = {
    list: async (_companyId, filter, page) => (calls.push({ filter, page }), { items: [], total: 42 }),
    countByStatus: async () => ({ success: 3, error: 2 }),
    countByWarning: async () => ({ banned: 1 }),
    connectionsPerDay: async (_companyId, from, to) => (ranges.push([from, to]), [{ date: to, created: 1, connected: 1 }]),
  };
  return { fake, calls, ranges };
}

describe('ListCompanyAccounts', () => {
  it('passes a checked filter and page (20 by default) to the directory', async () => {
    const { fake, calls } = directory();
    const list = new ListCompanyAccounts({ directory: fake, platforms: testRegistry() });
    await expect(list.execute(principal(), {})).resolves.toEqual({ items: [], total: 42, page: 1, itemsPerPage: 20 });
    await list.execute(principal(), { platform: 'uber', status: 'error', warning: 'banned' }, { page: 3, itemsPerPage: 100 });
    expect(calls).toEqual([
      { filter: {}, page: { page: 1, itemsPerPage: 20 } },
      { filter: { platform: 'uber', status: 'error', warning: 'banned' }, page: { page: 3, itemsPerPage: 100 } },
    ]);
  });

  it('names every bad field of the filter and the page in one bad_request', async () => {
    const { fake, calls } = directory();
    const list = new ListCompanyAccounts({ directory: fake, platforms: testRegistry() });
    await expect(list.execute(principal(), { platform: 'myspace', status: 'SUCCESS', warning: 3 })).rejects.toMatchObject({
      code: 'bad_request',
      errors: [{ field: 'platform' }, { field: 'status' }, { field: 'warning' }],
    });
    await expect(list.execute(principal(), {}, { itemsPerPage: 101 })).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'items_per_page' }] });
    expect(calls).toEqual([]);
  });

  it('follows the read rules of the public API', async () => {
    const list = new ListCompanyAccounts({ directory: directory().fake, platforms: testRegistry() });
    await expect(list.execute(principal({ readEnabled: false }), {})).rejects.toMatchObject({ code: 'read_permissions_disabled' });
    await expect(list.execute(principal({}, 'public'), {})).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});

describe('SummarizeAccounts', () => {
  it('counts by status and warning, totals, and asks for the days ending today', async () => {
    const { fake, ranges } = directory();
    const summary = await new SummarizeAccounts(fake).execute(principal(), '2026-03-01');
    expect(summary).toEqual({ total: 5, byStatus: { success: 3, error: 2 }, byWarning: { banned: 1 }, connectionsPerDay: [{ date: '2026-03-01', created: 1, connected: 1 }] });
    await new SummarizeAccounts(fake).execute(principal(), '2026-03-01', 1);
    expect(ranges).toEqual([['2026-01-31', '2026-03-01'], ['2026-03-01', '2026-03-01']]);
  });

  it.each([['2026-02-30', 30], ['2026-03-01', 0], ['2026-03-01', 367], ['2026-03-01', 1.5]])('refuses today %s over %s days', async (today, days) => {
    await expect(new SummarizeAccounts(directory().fake).execute(principal(), today, days)).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('GetAccountTimeline', () => {
  const account = { id: ID, companyId: MINE } as Account;
  const accounts = { findById: async (companyId: string, id: string) => (companyId === MINE && id === ID ? account : null) };

  it('reads the latest events of the company’s account', async () => {
    const asked: [string, string, number][] = [];
    const timeline = { list: async (companyId: string, accountId: string, limit: number) => (asked.push([companyId, accountId, limit]), []) };
    await expect(new GetAccountTimeline({ accounts, timeline }).execute(principal(), ID.toUpperCase())).resolves.toEqual([]);
    expect(asked).toEqual([[MINE, ID, TIMELINE_LIMIT]]);
  });

  it.each([['another company’s', '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d'], ['a malformed', 'nope']])('treats %s account as absent', async (_case, id) => {
    const timeline = { list: async () => Promise.reject(new Error('not reached')) };
    await expect(new GetAccountTimeline({ accounts, timeline }).execute(principal(), id)).rejects.toMatchObject({ code: 'not_found_error' });
  });
});

describe('explainAccount', () => {
  it('has a sentence for every status and every warning', () => {
    for (const status of ACCOUNT_STATUSES) expect(explainAccount({ status, statusDetails: null, warning: null }).status).toMatch(/^[A-Z].+\.$/);
    const sentences = ACCOUNT_WARNINGS.map((warning) => explainAccount({ status: 'success', statusDetails: null, warning }).warning);
    expect(new Set(sentences).size).toBe(ACCOUNT_WARNINGS.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].+\.$/);
  });

  it('explains a failure by the catalogue’s message for its code, and a ban in plain words', () => {
    expect(explainAccount({ status: 'error', statusDetails: 'platform_unavailable', warning: null })).toEqual({
      status: 'The connection failed for a technical reason; the worker must connect the account again.',
      statusDetails: ERROR_CATALOGUE.platform_unavailable.message,
      warning: null,
    });
    expect(explainAccount({ status: 'success', statusDetails: null, warning: 'banned' }).warning).toBe(
      'The platform has banned or deactivated this worker\'s account: no new earnings can be read from it until the platform lifts the ban, and reconnecting does not help.',
    );
  });

  it('does not call an account with a warning "connected" beside the warning that says it cannot be read', () => {
    const banned = explainAccount({ status: 'success', statusDetails: null, warning: 'banned' });
    expect(banned.status).not.toMatch(/connected/i);
    expect(banned.status).toMatch(/see the warning/);
    expect(explainAccount({ status: 'success', statusDetails: null, warning: null }).status).toBe('The account is connected and its data has been retrieved.');
  });
});
