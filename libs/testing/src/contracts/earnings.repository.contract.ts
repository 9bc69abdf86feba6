import type { DailyEarning } from '@gig/domain';
import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

export function describeEarningsRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`EarningsRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    async function twoAccounts() {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const [a, b] = [anAccount(user), anAccount(user, { platform: 'rappi', identifier: 'x@example.com' })];
      await repos.accounts.create(a);
      await repos.accounts.create(b);
      return { repos, a, b };
    }

    it('returns the rows of the asked accounts inside the window, by day then account', async () => {
      const { repos, a, b } = await twoAccounts();
      const row = (accountId: string, earningDate: string, amountCents: number): DailyEarning =>
        ({ accountId, earningDate, amountCents, currency: 'mxn', countTrips: 3 });
      await repos.earnings.upsert([row(a.id, '2025-01-02', 100), row(b.id, '2025-01-01', 200), row(a.id, '2025-01-01', 300), row(a.id, '2025-01-05', 1)]);
      const rows = await repos.earnings.listForAccounts([a.id, b.id], { start: '2025-01-01', end: '2025-01-04' });
      const sorted = [a.id, b.id].sort();
      expect(rows.map((r) => [r.earningDate, r.accountId])).toEqual([
        ['2025-01-01', sorted[0]], ['2025-01-01', sorted[1]], ['2025-01-02', a.id],
      ]);
      expect(await repos.earnings.listForAccounts([b.id], { start: '2025-01-02', end: '2025-01-09' })).toEqual([]);
    });

    it('replaces a day on upsert and keeps amounts, currencies and null trips exact', async () => {
      const { repos, a } = await twoAccounts();
      const big = Number.MAX_SAFE_INTEGER - 1;
      await repos.earnings.upsert([{ accountId: a.id, earningDate: '2025-06-30', amountCents: 5, currency: 'mxn', countTrips: 1 }]);
      await repos.earnings.upsert([{ accountId: a.id, earningDate: '2025-06-30', amountCents: big, currency: 'cop', countTrips: null }]);
      expect(await repos.earnings.listForAccounts([a.id], { start: '2025-06-30', end: '2025-06-30' })).toEqual([
        { accountId: a.id, earningDate: '2025-06-30', amountCents: big, currency: 'cop', countTrips: null },
      ]);
    });

    it('accepts an empty upsert and an empty account list', async () => {
      const { repos } = await twoAccounts();
      await expect(repos.earnings.upsert([])).resolves.toBeUndefined();
      expect(await repos.earnings.listForAccounts([], { start: '2025-01-01', end: '2025-12-31' })).toEqual([]);
    });
  });
}
