import { anAccount, InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { Account } from '../accounts/account';
import type { DateRange } from '../dates/date-range';
import { ExchangeRates, UsdRateRequest, usdRateTable } from '../ports/exchange-rates.port';
import type { User } from '../users/user';
import type { DailyEarning } from './daily-earning';
import { AggregateEarnings } from './aggregate-earnings';

const COMPANY = 'company-1';
const RANGE: DateRange = { start: '2025-01-10', end: '2025-01-20' };
const USER: User = { id: 'user-1', companyId: COMPANY, externalId: 'ext-1', widgetId: null, createdAt: new Date(0) };

/** The user's accounts are listed in the order given (their creation order). */
let created = 0;
function account(id: string, lastSuccessfulConnection: string | null): Account {
  return anAccount(USER, { id, platform: `p-${id}`, identifier: id, lastSuccessfulConnection, createdAt: new Date(++created), updatedAt: new Date(0) });
}

function row(accountId: string, earningDate: string, currency: string, amountCents = 100): DailyEarning {
  return { accountId, earningDate, amountCents, currency, countTrips: null };
}

/** The aggregated read over the in-memory earnings repository (its reads watched), with rates of 2 units a dollar. */
function setup(options: { user?: User | null; accounts?: Account[]; rows?: DailyEarning[] } = {}) {
  const store = new InMemoryStore();
  store.companies.set(COMPANY, { id: COMPANY, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) });
  if (options.user !== null) store.users.set(USER.id, USER);
  for (const a of options.accounts ?? []) store.accounts.set(a.id, a);
  for (const r of options.rows ?? []) store.earnings.set(`${r.accountId}|${r.earningDate}`, r);
  const earnings = inMemoryRepositories(store).earnings;
  const calls = { findForUser: jest.spyOn(earnings, 'findForUser').mock.calls, usdRates: [] as UsdRateRequest[] };
  const exchangeRates: ExchangeRates = {
    usdRates: async (request) => {
      calls.usdRates.push(request);
      return usdRateTable(request.currencies.flatMap((currency) =>
        request.dates.map((date) => ({ currency, date, unitsPerUsd: '2', observedOn: date, provider: 'stub' }))));
    },
  };
  const useCase = new AggregateEarnings({ earnings, exchangeRates });
  const run = (details = false) => useCase.execute({ companyId: COMPANY, user: { externalId: 'ext-1' }, range: RANGE, details });
  return { calls, run, useCase };
}

describe('AggregateEarnings', () => {
  it('fails with USER_NOT_FOUND naming the external_id when the company has no such user', async () => {
    const { run, calls } = setup({ user: null });
    await expect(run()).rejects.toMatchObject({ code: 'USER_NOT_FOUND', message: "No user with externalId 'ext-1' in your company." });
    expect(calls.findForUser).toEqual([[COMPANY, { externalId: 'ext-1' }, RANGE]]);
  });

  it('names the user_id when the company has no user with that id', async () => {
    const { useCase } = setup({ user: null });
    const user = { userId: '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d' };
    await expect(useCase.execute({ companyId: COMPANY, user, range: RANGE, details: false })).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
      message: "No user with userId '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d' in your company.",
    });
  });

  it('keeps only accounts whose last successful connection lies inside the window, boundaries included', async () => {
    const accounts = [
      account('before', '2025-01-09'), account('start', '2025-01-10'), account('never', null),
      account('inside', '2025-01-15'), account('end', '2025-01-20'), account('after', '2025-01-21'),
    ];
    const rows = [row('before', '2025-01-12', 'mxn', 999), row('inside', '2025-01-12', 'mxn', 100), row('after', '2025-01-13', 'cop')];
    const { run, calls } = setup({ accounts, rows });
    const result = await run(true);
    expect(calls.findForUser).toEqual([[COMPANY, { externalId: 'ext-1' }, RANGE]]);
    expect(result.platformsCount).toBe(3);
    expect(result.excludedAccounts).toBe(3);
    expect(result.platforms.map((p) => p.accountId)).toEqual(['start', 'inside', 'end']);
    expect(result.earnings).toEqual([{ earningDate: '2025-01-12', amount: 1, currency: 'mxn', countTrips: null, currencyNote: null,
      details: [{ platform: 'p-inside', accountId: 'inside', amount: 1, countTrips: null }] }]);
    expect(calls.usdRates).toEqual([]);
  });

  it('answers an empty success, ignoring rows of accounts that do not qualify', async () => {
    const { run, calls } = setup({ accounts: [account('never', null), account('old', '2024-12-31')] });
    const rows = [row('old', '2024-01-12', 'mxn'), row('never', '2025-01-12', 'cop')];
    await expect(setup({ accounts: [account('never', null), account('old', '2024-12-31')], rows }).run()).resolves.toEqual(
      { platformsCount: 0, platforms: [], earnings: [], excludedAccounts: 2 },
    );
    await expect(run()).resolves.toEqual({ platformsCount: 0, platforms: [], earnings: [], excludedAccounts: 2 });
    expect(calls.usdRates).toEqual([]);
  });

  it('never asks for exchange rates when all rows share one currency', async () => {
    const { run, calls } = setup({ accounts: [account('a', '2025-01-15'), account('b', '2025-01-15')], rows: [row('a', '2025-01-12', 'mxn'), row('b', '2025-01-12', 'mxn', 250)] });
    const result = await run();
    expect(calls.usdRates).toEqual([]);
    expect(result.excludedAccounts).toBe(0);
    expect(result.earnings).toEqual([{ earningDate: '2025-01-12', amount: 3.5, currency: 'mxn', countTrips: null, details: null, currencyNote: null }]);
  });

  it('never asks for exchange rates when all rows are in usd', async () => {
    const { run, calls } = setup({ accounts: [account('a', '2025-01-15')], rows: [row('a', '2025-01-12', 'usd')] });
    await run();
    expect(calls.usdRates).toEqual([]);
  });

  it('asks once for sorted currencies (usd excluded) and sorted distinct dates when currencies differ', async () => {
    const rows = [
      row('a', '2025-01-18', 'mxn'), row('b', '2025-01-18', 'usd'), row('c', '2025-01-11', 'eur'),
      row('a', '2025-01-11', 'mxn'), row('b', '2025-01-11', 'usd'), row('a', '2025-01-14', 'mxn'),
    ];
    const { run, calls } = setup({ accounts: [account('a', '2025-01-15'), account('b', '2025-01-15'), account('c', '2025-01-15')], rows });
    const result = await run(true);
    expect(calls.usdRates).toEqual([{ currencies: ['eur', 'mxn'], dates: ['2025-01-11', '2025-01-14', '2025-01-18'] }]);
    expect(result.earnings.map((e) => [e.earningDate, e.amount, e.currency, e.currencyNote])).toEqual([
      ['2025-01-11', 2, 'usd', 'converted_from_multiple'],
      ['2025-01-14', 0.5, 'usd', 'converted_from_multiple'],
      ['2025-01-18', 1.5, 'usd', 'converted_from_multiple'],
    ]);
  });

  it('passes the details option through', async () => {
    const { run } = setup({ accounts: [account('a', '2025-01-15')], rows: [row('a', '2025-01-12', 'mxn')] });
    expect((await run(false)).earnings[0].details).toBeNull();
    expect((await run(true)).earnings[0].details).toEqual([{ platform: 'p-a', accountId: 'a', amount: 1, countTrips: null }]);
  });
});
