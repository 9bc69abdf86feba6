import { anEvent } from '@gig/testing';
import type { Principal } from '../auth/principal';
import { addDays } from '../dates/calendar-date';
import { ERROR_CATALOGUE } from '../errors/error-catalogue';
import { testRegistry } from '../platforms/test-platforms.fixture';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS } from './account-lifecycle';
import { accountStore, THEIRS } from './account.spec-setup';
import { explainAccount } from './explain-account';
import { GetAccountTimeline, TIMELINE_LIMIT } from './get-account-timeline';
import { ListCompanyAccounts } from './list-company-accounts';
import { SummarizeAccounts } from './summarize-accounts';

const MINE = 'company-1';
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const THEIRS_ID = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';
const principal = (overrides: Partial<Principal['company']> = {}, keyKind: Principal['keyKind'] = 'private'): Principal => ({
  company: { id: MINE, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0), ...overrides },
  keyId: 'member:m-1',
  keyKind,
});

const TODAY = '2026-03-01';
const at = (date: string) => new Date(`${date}T10:00:00.000Z`);

/**
 * The company's five accounts (three connected, two in error, one of them banned, one created today) and another
 * company's, over the in-memory fakes; the directory's calls are watched.
 */
function setup() {
  const { store, repos } = accountStore([
    { id: ID, identifier: 'a', platform: 'uber', status: 'success', lastSuccessfulConnection: TODAY, createdAt: at(TODAY) },
    { identifier: 'b', platform: 'didi', status: 'success', lastSuccessfulConnection: '2026-01-10', createdAt: at('2026-01-10') },
    { identifier: 'c', platform: 'uber', status: 'success', lastSuccessfulConnection: '2025-12-01', createdAt: at('2025-12-01') },
    { identifier: 'd', platform: 'uber', status: 'error', warning: 'banned', createdAt: at('2026-02-27') },
    { identifier: 'e', platform: 'didi', status: 'error', createdAt: at('2026-02-28') },
    { id: THEIRS_ID, companyId: THEIRS.id, platform: 'uber', status: 'error', warning: 'banned', createdAt: at(TODAY) },
  ]);
  const directory = repos.accountDirectory;
  const lists = jest.spyOn(directory, 'list').mock.calls;
  const counts = jest.spyOn(directory, 'connectionsPerDay').mock.calls;
  return {
    store,
    repos,
    directory,
    calls: () => lists.map(([, filter, page]) => ({ filter, page })),
    ranges: () => counts.map(([, from, to]) => [from, to]),
  };
}

describe('ListCompanyAccounts', () => {
  it('passes a checked filter and page (20 by default) to the directory', async () => {
    const { directory, calls } = setup();
    const list = new ListCompanyAccounts({ directory, platforms: testRegistry() });
    const all = await list.execute(principal(), {});
    expect({ ...all, items: all.items.length }).toEqual({ items: 5, total: 5, page: 1, itemsPerPage: 20 });
    const banned = await list.execute(principal(), { platform: 'uber', status: 'error', warning: 'banned' }, { page: 1, itemsPerPage: 100 });
    expect([banned.total, banned.items.map((item) => item.account.identifier)]).toEqual([1, ['d']]);
    await expect(list.execute(principal(), {}, { page: 3, itemsPerPage: 2 })).resolves.toMatchObject({ total: 5, page: 3, itemsPerPage: 2, items: [expect.anything()] });
    expect(calls()).toEqual([
      { filter: {}, page: { page: 1, itemsPerPage: 20 } },
      { filter: { platform: 'uber', status: 'error', warning: 'banned' }, page: { page: 1, itemsPerPage: 100 } },
      { filter: {}, page: { page: 3, itemsPerPage: 2 } },
    ]);
  });

  it('names every bad field of the filter and the page in one bad_request', async () => {
    const { directory, calls } = setup();
    const list = new ListCompanyAccounts({ directory, platforms: testRegistry() });
    await expect(list.execute(principal(), { platform: 'myspace', status: 'SUCCESS', warning: 3 as unknown as string })).rejects.toMatchObject({
      code: 'bad_request',
      errors: [{ field: 'platform' }, { field: 'status' }, { field: 'warning' }],
    });
    await expect(list.execute(principal(), {}, { itemsPerPage: 101 })).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'itemsPerPage' }] });
    expect(calls()).toEqual([]);
  });

  it('follows the read rules of the public API', async () => {
    const list = new ListCompanyAccounts({ directory: setup().directory, platforms: testRegistry() });
    await expect(list.execute(principal({ readEnabled: false }), {})).rejects.toMatchObject({ code: 'read_permissions_disabled' });
    await expect(list.execute(principal({}, 'public'), {})).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});

describe('SummarizeAccounts', () => {
  it('counts by status and warning, totals, and asks for the days ending today', async () => {
    const { directory, ranges } = setup();
    const summary = await new SummarizeAccounts(directory).execute(principal(), TODAY);
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-01-31', i));
    const created: Record<string, [number, number]> = { '2026-02-27': [1, 0], '2026-02-28': [1, 0], [TODAY]: [1, 1] };
    expect(summary).toEqual({
      total: 5, byStatus: { success: 3, error: 2 }, byWarning: { banned: 1 },
      connectionsPerDay: days.map((date) => ({ date, created: created[date]?.[0] ?? 0, connected: created[date]?.[1] ?? 0 })),
    });
    await expect(new SummarizeAccounts(directory).execute(principal(), TODAY, 1)).resolves.toMatchObject({ connectionsPerDay: [{ date: TODAY, created: 1, connected: 1 }] });
    expect(ranges()).toEqual([['2026-01-31', TODAY], [TODAY, TODAY]]);
  });

  it.each([['2026-02-30', 30], ['2026-03-01', 0], ['2026-03-01', 367], ['2026-03-01', 1.5]])('refuses today %s over %s days', async (today, days) => {
    await expect(new SummarizeAccounts(setup().directory).execute(principal(), today, days)).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('GetAccountTimeline', () => {
  it('reads the latest events of the company’s account', async () => {
    const { store, repos } = setup();
    const events = Array.from({ length: TIMELINE_LIMIT + 2 }, (_, i) => anEvent(principal().company, 'login.success', { accountId: ID, occurredAt: new Date(i) }));
    await repos.outbox.record(...events, anEvent(principal().company, 'login.success', { accountId: THEIRS_ID }));
    expect(store.webhookEvents.size).toBe(TIMELINE_LIMIT + 3);
    const timeline = await new GetAccountTimeline({ accounts: repos.accounts, timeline: repos.accountTimeline }).execute(principal(), ID.toUpperCase());
    expect(timeline.map((entry) => entry.event.id)).toEqual(events.slice(2).map((event) => event.id));
  });

  it.each([['another company’s', THEIRS_ID], ['a malformed', 'nope']])('treats %s account as absent', async (_case, id) => {
    const { repos } = setup();
    await expect(new GetAccountTimeline({ accounts: repos.accounts, timeline: repos.accountTimeline }).execute(principal(), id)).rejects.toMatchObject({ code: 'not_found_error' });
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
