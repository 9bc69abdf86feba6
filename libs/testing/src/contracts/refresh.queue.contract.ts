import { accountStatus } from '@gig/domain';
import type { Account } from '@gig/domain';
import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

const T0 = new Date('2026-03-01T00:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

export function describeRefreshQueueContract(name: string, make: MakePersistenceHarness): void {
  describe(`RefreshQueue contract: ${name}`, () => {
    const harness = useHarness(make);
    const refreshes = () => harness().repositories.refreshes;

    /** Accounts planned for refresh at the given offsets (ms after T0), uber unless said. */
    async function planned(...plans: { dueIn: number; platform?: string; overrides?: Partial<Account> }[]): Promise<Account[]> {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const accounts = plans.map(({ dueIn, platform = 'uber', overrides }, i) =>
        anAccount(user, { platform, identifier: `driver${i}@example.com`, lastSuccessfulConnection: '2026-02-28', nextRefreshAt: at(dueIn), ...overrides }));
      for (const account of accounts) await repos.accounts.create(account);
      return accounts;
    }

    it('sees nothing due before the plan, nor accounts that are off, not connected or planned for none', async () => {
      await planned({ dueIn: 10 }, { dueIn: 0, overrides: { refreshEnabled: false } }, { dueIn: 0, overrides: { status: accountStatus.requiresAuth } }, { dueIn: 0, overrides: { nextRefreshAt: null } });
      expect(await refreshes().anyDue(at(9))).toBe(false);
      expect(await refreshes().anyDue(at(10))).toBe(true);
      expect(await refreshes().enqueueDue(at(1_000), ['uber'], 100)).toMatchObject({ taken: 1 });
      expect(await refreshes().anyDue(at(1_000))).toBe(false);
    });

    it('queues the oldest due first, up to the limit, for the platforms asked, and clears their plan', async () => {
      const [late, early, other] = await planned({ dueIn: 20 }, { dueIn: 10 }, { dueIn: 0, platform: 'didi' });
      expect(await refreshes().enqueueDue(at(100), ['uber'], 1)).toMatchObject({ taken: 1 });
      expect(await refreshes().isRefreshing(early.id)).toBe(true);
      expect(await refreshes().isRefreshing(late.id)).toBe(false);
      expect(await harness().repositories.accounts.findAnyById(early.id)).toMatchObject({ nextRefreshAt: null });
      expect(await refreshes().inflight(['uber'], 10)).toBe(1);
      expect(await refreshes().enqueueDue(at(100), ['uber', 'didi'], 10)).toMatchObject({ taken: 2 });
      expect(await refreshes().inflight(['uber'], 10)).toBe(2);
      expect(await refreshes().inflight(['uber', 'didi'], 10)).toBe(3);
      expect(await refreshes().inflight(['uber', 'didi'], 2)).toBe(2);
      expect(await refreshes().inflight(['rappi'], 10)).toBe(0);
      expect(await refreshes().isRefreshing(other.id)).toBe(true);
      const job = await harness().repositories.jobs.claim('w', at(100), 60_000);
      expect(job).toMatchObject({ kind: 'refresh_account_data' });
    });

    it('goes on after its cursor in due order, accounts planned for the same time by id, each taken once', async () => {
      const accounts = await planned(...[30, 10, 10, 10, 20, 10].map((dueIn) => ({ dueIn })));
      const order = [...accounts].sort((a, b) => (a.nextRefreshAt as Date).getTime() - (b.nextRefreshAt as Date).getTime() || (a.id < b.id ? -1 : 1));
      const walked: string[] = [];
      let batch = await refreshes().enqueueDue(at(100), ['uber'], 2);
      for (; batch.taken > 0; batch = await refreshes().enqueueDue(at(100), ['uber'], 2, batch.last)) {
        for (const account of order) if (!walked.includes(account.id) && (await refreshes().isRefreshing(account.id))) walked.push(account.id);
        expect(walked.length % 2 === 0 || walked.length === order.length).toBe(true);
      }
      expect(walked).toEqual(order.map((account) => account.id));
      expect(batch.last).toBeNull();
      expect(await refreshes().anyDue(at(100))).toBe(false);
    });

    it('never hands one account to two schedulers', async () => {
      await planned(...Array.from({ length: 20 }, (_, i) => ({ dueIn: i })));
      const counts = await Promise.all([refreshes().enqueueDue(at(100), ['uber'], 15), refreshes().enqueueDue(at(100), ['uber'], 15)]);
      expect(counts[0].taken + counts[1].taken).toBe(20);
      expect(await refreshes().inflight(['uber'], 100)).toBe(20);
    });

    it("gives a family's turn to one transaction at a time, and frees it when that transaction ends", async () => {
      const { unitOfWork } = harness();
      expect(await unitOfWork.run(async (tx) => (await tx.refreshes.takeFamilyTurn('ride_hailing')) && tx.refreshes.takeFamilyTurn('delivery'))).toBe(true);
      expect(await unitOfWork.run((tx) => tx.refreshes.takeFamilyTurn('ride_hailing'))).toBe(true);
    });

    it('starts an on-demand refresh of a connected account only, once', async () => {
      const [connected, pending] = await planned({ dueIn: 1_000 }, { dueIn: 1_000, overrides: { status: accountStatus.pending } });
      expect(await refreshes().startOnDemand(pending.id, at(0))).toBe(false);
      expect(await refreshes().startOnDemand(connected.id, at(0))).toBe(true);
      expect(await refreshes().startOnDemand(connected.id, at(1))).toBe(false);
      expect(await harness().repositories.accounts.findAnyById(connected.id)).toMatchObject({ status: accountStatus.syncing });
      expect(await refreshes().isRefreshing(connected.id)).toBe(true);
    });

    it('keeps the plan, the last refresh and the switch on the account', async () => {
      const [account] = await planned({ dueIn: 0 });
      const accounts = harness().repositories.accounts;
      await accounts.scheduleRefresh(account.id, at(5_000), at(1));
      expect(await accounts.findAnyById(account.id)).toMatchObject({ nextRefreshAt: at(5_000), lastRefreshedAt: at(1), refreshEnabled: true });
      await accounts.scheduleRefresh(account.id, null);
      expect(await accounts.findAnyById(account.id)).toMatchObject({ nextRefreshAt: null, lastRefreshedAt: at(1) });
      expect(await accounts.setRefreshEnabled(account.companyId, account.id, false, null)).toMatchObject({ refreshEnabled: false, nextRefreshAt: null });
      expect(await accounts.setRefreshEnabled('00000000-0000-4000-8000-000000000000', account.id, true, at(9))).toBeNull();
      expect(await accounts.findById(account.companyId, account.id)).toMatchObject({ refreshEnabled: false });
    });
  });
}
