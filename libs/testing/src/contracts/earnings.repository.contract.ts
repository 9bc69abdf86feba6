import { accountStatus } from '@gig/domain';
import type { DailyEarning } from '@gig/domain';
import { anAccount, MakePersistenceHarness, seedUser, twoAccountsIn, useHarness } from './persistence-harness';

export function describeEarningsRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`EarningsRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    const twoAccounts = () => twoAccountsIn(harness, { platform: 'rappi', identifier: 'x@example.com' });

    it('searches only the asked account’s rows inside the window, by day', async () => {
      const { repos, a, b } = await twoAccounts();
      const row = (accountId: string, earningDate: string, amountCents: number): DailyEarning =>
        ({ accountId, earningDate, amountCents, currency: 'mxn', countTrips: 3 });
      await repos.earnings.upsert([row(a.id, '2025-01-02', 100), row(b.id, '2025-01-01', 200), row(a.id, '2025-01-01', 300), row(a.id, '2025-01-05', 1)]);
      const firstPage = { page: 1, itemsPerPage: 10 };
      expect(await repos.earnings.search(a.id, { start: '2025-01-01', end: '2025-01-04' }, firstPage)).toEqual({
        rows: [row(a.id, '2025-01-01', 300), row(a.id, '2025-01-02', 100)],
        total: 2,
      });
      expect(await repos.earnings.search(b.id, { start: '2025-01-02', end: '2025-01-09' }, firstPage)).toEqual({ rows: [], total: 0 });
    });

    it('replaces a day on upsert and keeps amounts, currencies and null trips exact', async () => {
      const { repos, a } = await twoAccounts();
      const big = Number.MAX_SAFE_INTEGER - 1;
      await repos.earnings.upsert([{ accountId: a.id, earningDate: '2025-06-30', amountCents: 5, currency: 'mxn', countTrips: 1 }]);
      await expect(repos.earnings.upsert([{ accountId: a.id, earningDate: '2025-06-30', amountCents: big, currency: 'cop', countTrips: null }])).resolves.toBe(1);
      expect(await repos.earnings.search(a.id, { start: '2025-06-30', end: '2025-06-30' }, { page: 1, itemsPerPage: 10 })).toEqual({
        rows: [{ accountId: a.id, earningDate: '2025-06-30', amountCents: big, currency: 'cop', countTrips: null }],
        total: 1,
      });
    });

    it('finds a user’s full accounts and rows by user id or external id, telling a missing user from an empty one', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos, { externalId: 'client-7' });
      const range = { start: '2025-01-01', end: '2025-01-31' };
      expect(await repos.earnings.findForUser(company.id, { userId: user.id }, range)).toEqual({ accounts: [], rows: [] });
      const first = anAccount(user, { createdAt: new Date('2025-03-01T00:00:00Z'), lastSuccessfulConnection: '2025-01-31', warning: 'rider_account' });
      const second = anAccount(user, {
        platform: 'didi',
        status: accountStatus.incomplete,
        statusDetails: 'invalid_password',
        nextStep: 'password',
        createdAt: new Date('2025-03-01T00:00:01Z'),
        updatedAt: new Date('2025-03-04T05:06:07.089Z'),
      });
      await repos.accounts.create(second);
      await repos.accounts.create(first);
      const rows: DailyEarning[] = [
        { accountId: second.id, earningDate: '2025-01-02', amountCents: 7, currency: 'mxn', countTrips: null },
        { accountId: first.id, earningDate: '2025-01-01', amountCents: 9_007_199_254_740_991, currency: 'cop', countTrips: 4 },
        { accountId: first.id, earningDate: '2025-02-01', amountCents: 1, currency: 'cop', countTrips: 1 },
      ];
      await repos.earnings.upsert(rows);
      const expected = { accounts: [first, second], rows: [rows[1], rows[0]] };
      expect(await repos.earnings.findForUser(company.id, { externalId: 'client-7' }, range)).toEqual(expected);
      expect(await repos.earnings.findForUser(company.id, { userId: user.id }, range)).toEqual(expected);
      expect(await repos.earnings.findForUser(company.id, { externalId: 'nobody' }, range)).toBeNull();
      expect(await repos.earnings.findForUser('00000000-0000-4000-8000-000000000000', { userId: user.id }, range)).toBeNull();
    });

    it('counts the rows an upsert added or changed, not those it found as they were', async () => {
      const { repos, a, b } = await twoAccounts();
      const day = (accountId: string, earningDate: string, amountCents: number): DailyEarning => ({ accountId, earningDate, amountCents, currency: 'mxn', countTrips: 2 });
      const rows = [day(a.id, '2025-01-01', 100), day(a.id, '2025-01-02', 200), day(b.id, '2025-01-01', 300)];
      await expect(repos.earnings.upsert(rows)).resolves.toBe(3);
      await expect(repos.earnings.upsert(rows)).resolves.toBe(0);
      await expect(repos.earnings.upsert([rows[0], { ...rows[1], countTrips: null }, rows[2]])).resolves.toBe(1);
      await expect(repos.earnings.upsert([rows[0], { ...rows[1], countTrips: null }, { ...rows[2], currency: 'cop' }])).resolves.toBe(1);
      await expect(repos.earnings.upsert([day(a.id, '2025-01-01', 100), day(a.id, '2025-01-02', 201), day(a.id, '2025-01-03', 5)])).resolves.toBe(2);
    });

    it('accepts an empty upsert', async () => {
      const { repos, a } = await twoAccounts();
      await expect(repos.earnings.upsert([])).resolves.toBe(0);
      expect(await repos.earnings.search(a.id, { start: '2025-01-01', end: '2025-12-31' }, { page: 1, itemsPerPage: 10 })).toEqual({ rows: [], total: 0 });
    });

    it('searches one page of an account’s rows inside the window, by day, with their total', async () => {
      const { repos, a, b } = await twoAccounts();
      const row = (accountId: string, earningDate: string): DailyEarning =>
        ({ accountId, earningDate, amountCents: Number(earningDate.slice(-2)), currency: 'mxn', countTrips: null });
      const days = ['2025-01-04', '2025-01-02', '2025-01-05', '2025-01-01', '2025-01-03'];
      await repos.earnings.upsert([...days.map((day) => row(a.id, day)), row(a.id, '2025-01-06'), row(a.id, '2024-12-31'), row(b.id, '2025-01-02')]);
      const range = { start: '2025-01-01', end: '2025-01-05' };
      expect(await repos.earnings.search(a.id, range, { page: 1, itemsPerPage: 2 })).toEqual({
        rows: [row(a.id, '2025-01-01'), row(a.id, '2025-01-02')],
        total: 5,
      });
      expect(await repos.earnings.search(a.id, range, { page: 3, itemsPerPage: 2 })).toEqual({ rows: [row(a.id, '2025-01-05')], total: 5 });
      expect(await repos.earnings.search(a.id, range, { page: 4, itemsPerPage: 2 })).toEqual({ rows: [], total: 5 });
      expect(await repos.earnings.search(b.id, range, { page: 1, itemsPerPage: 10 })).toEqual({ rows: [row(b.id, '2025-01-02')], total: 1 });
      expect(await repos.earnings.search(b.id, { start: '2025-02-01', end: '2025-02-28' }, { page: 1, itemsPerPage: 10 })).toEqual({ rows: [], total: 0 });
    });

    it('keeps amounts exact in a search and refuses a page below 1', async () => {
      const { repos, a } = await twoAccounts();
      const big: DailyEarning = { accountId: a.id, earningDate: '2025-06-30', amountCents: Number.MAX_SAFE_INTEGER, currency: 'cop', countTrips: 12 };
      await repos.earnings.upsert([big]);
      const range = { start: '2025-06-01', end: '2025-06-30' };
      expect(await repos.earnings.search(a.id, range, { page: 1, itemsPerPage: 1 })).toEqual({ rows: [big], total: 1 });
      await expect(repos.earnings.search(a.id, range, { page: 0, itemsPerPage: 10 })).rejects.toThrow();
      await expect(repos.earnings.search(a.id, range, { page: 1, itemsPerPage: 0 })).rejects.toThrow();
    });
  });
}
