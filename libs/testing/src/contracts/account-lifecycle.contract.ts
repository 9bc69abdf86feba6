import { randomUUID } from 'node:crypto';
import {
  Account, ACCOUNT_STATUSES, AccountState, AccountStatus, canClaimLogin, canDisconnect, canStartRefresh, canTransition, ForbiddenTransition, isRefreshable,
  LOG_IN_FROM, LOGIN_CLAIM_MS, loginClaimStaleBefore, STATE_VIAS, VALIDATE_FROM,
} from '@gig/domain';
import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Every plan a scheduler meets: past, exactly now, future, none. */
const PLANS: readonly (Date | null)[] = [at(-60_000), NOW, at(60_000), null];
/** No claim, a live one, one exactly at the stale limit (still live), a stale one. */
const CLAIMS: readonly (Date | null)[] = [null, at(-60_000), at(-LOGIN_CLAIM_MS), at(-LOGIN_CLAIM_MS - 1)];

function product<A, B, C>(as: readonly A[], bs: readonly B[], cs: readonly C[]): [A, B, C][] {
  return as.flatMap((a) => bs.flatMap((b) => cs.map((c): [A, B, C] => [a, b, c])));
}

/** Every (stored status, new status) pair a login-state write may make (the table's, but disconnecting: `disconnect` does), or may not. */
const PAIRS = product(ACCOUNT_STATUSES, ACCOUNT_STATUSES, [null]);
const ALLOWED = PAIRS.filter(([from, to]) => canTransition(from, to, STATE_VIAS));
const FORBIDDEN = PAIRS.filter(([from, to]) => !canTransition(from, to, STATE_VIAS));

const stateOf = (status: AccountStatus): AccountState =>
  ({ status, statusDetails: 'platform_error', warning: null, nextStep: null, lastSuccessfulConnection: '2026-03-01' });

/** What a refused write throws, or null when it went through. */
const refusal = (write: Promise<unknown>) => write.then(() => null, (error: unknown) => error);

/**
 * The SQL that selects accounts by state (refresh due, login claim, on-demand refresh start) picks
 * exactly the accounts for which the lifecycle's predicate (account-lifecycle.ts) says yes, over every
 * combination of status, refresh switch, plan and claim.
 */
export function describeAccountLifecycleContract(name: string, make: MakePersistenceHarness): void {
  describe(`Account lifecycle in storage: ${name}`, () => {
    const harness = useHarness(make);

    async function store(overrides: Partial<Account>[]): Promise<Account[]> {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const accounts = overrides.map((o, i) => anAccount(user, {
        identifier: `driver${i}@example.com`, lastSuccessfulConnection: '2026-02-28', disconnectedBy: o.status === 'disconnected' ? 'company' : null, ...o,
      }));
      for (const account of accounts) await repos.accounts.create(account);
      return accounts;
    }

    it('takes for refresh exactly the accounts isRefreshable says are due', async () => {
      const combos = product(ACCOUNT_STATUSES, [true, false], PLANS);
      const accounts = await store(combos.map(([status, refreshEnabled, nextRefreshAt]) => ({ status, refreshEnabled, nextRefreshAt })));
      const expected = accounts.filter((account) => isRefreshable(account, NOW)).map((account) => account.id).sort();
      expect(expected.length).toBeGreaterThan(0);
      const refreshes = harness().repositories.refreshes;
      expect(await refreshes.anyDue(NOW)).toBe(true);
      expect(await refreshes.enqueueDue(NOW, ['uber'], combos.length)).toMatchObject({ taken: expected.length });
      const taken: string[] = [];
      for (const account of accounts) if (await refreshes.isRefreshing(account.id)) taken.push(account.id);
      expect(taken.sort()).toEqual(expected);
      expect(await refreshes.anyDue(NOW)).toBe(false);
    });

    it('starts an on-demand refresh exactly for the accounts canStartRefresh allows', async () => {
      const accounts = await store(ACCOUNT_STATUSES.flatMap((status) => [{ status }, { status, refreshEnabled: false, nextRefreshAt: null }]));
      const refreshes = harness().repositories.refreshes;
      for (const account of accounts) {
        expect({ status: account.status, started: await refreshes.startOnDemand(account.id, NOW) })
          .toEqual({ status: account.status, started: canStartRefresh(account.status) });
      }
    });

    it('disconnects exactly the accounts canDisconnect allows', async () => {
      const accounts = await store(ACCOUNT_STATUSES.map((status) => ({ status })));
      const repos = harness().repositories;
      for (const account of accounts) {
        const disconnected = await repos.accounts.disconnect(account.companyId, account.id, 'worker', NOW);
        expect({ status: account.status, disconnected: disconnected?.status ?? null })
          .toEqual({ status: account.status, disconnected: canDisconnect(account.status) ? 'disconnected' : null });
      }
    });

    it('writes every status change the transition table allows a login state; leaving disconnected is a new connection', async () => {
      const accounts = await store(ALLOWED.map(([from]) => ({ status: from, refreshEnabled: from !== 'disconnected' })));
      const repos = harness().repositories;
      for (const [i, [from, to]] of ALLOWED.entries()) {
        await repos.accounts.updateState(accounts[i].id, stateOf(to), NOW);
        const stored = await repos.accounts.findAnyById(accounts[i].id);
        expect({ from, to, stored: stored && [stored.status, stored.disconnectedBy, stored.refreshEnabled] }).toEqual({ from, to, stored: [to, null, true] });
      }
    });

    it('refuses every status change the transition table does not allow, with or without a login claim, writing nothing', async () => {
      expect(PAIRS.filter(([from, to]) => !canTransition(from, to)).every((pair) => FORBIDDEN.includes(pair))).toBe(true);
      const accounts = await store(FORBIDDEN.flatMap(([from]) => [{ status: from }, { status: from }]));
      const repos = harness().repositories;
      for (const [i, [from, to]] of FORBIDDEN.entries()) {
        const [plain, claimed] = [accounts[2 * i], accounts[2 * i + 1]];
        const refused = await refusal(repos.accounts.updateState(plain.id, stateOf(to), NOW));
        expect({ from, to, refused }).toEqual({ from, to, refused: expect.any(ForbiddenTransition) });
        expect(refused).toMatchObject({ code: 'login_in_process', from, to });
        expect(await repos.accounts.findAnyById(plain.id)).toEqual(plain);

        const claim = { token: randomUUID(), at: NOW };
        expect(await repos.accounts.claimLogin(claimed.id, [from], claim, loginClaimStaleBefore(NOW))).toBe(true);
        expect({ from, to, refused: await refusal(repos.accounts.finishLogin(claimed.id, claim, stateOf(to), NOW)) })
          .toEqual({ from, to, refused: expect.any(ForbiddenTransition) });
        expect(await repos.accounts.findAnyById(claimed.id)).toEqual(claimed);
        expect(await repos.accounts.releaseLogin(claimed.id, claim, NOW)).toBe(true);
        expect(await repos.accounts.findAnyById(claimed.id)).toEqual({ ...claimed, updatedAt: NOW });
      }
    });

    it('gives a login claim exactly where canClaimLogin allows, for both login flows', async () => {
      const flows: [string, readonly AccountStatus[]][] = [['log in', LOG_IN_FROM], ['validate', VALIDATE_FROM]];
      const combos = product(ACCOUNT_STATUSES, CLAIMS, flows);
      const accounts = await store(combos.map(([status]) => ({ status })));
      const repos = harness().repositories;
      const staleBefore = loginClaimStaleBefore(NOW);
      for (const [i, [status, claimedAt, [flow, from]]] of combos.entries()) {
        const id = accounts[i].id;
        if (claimedAt) expect(await repos.accounts.claimLogin(id, ACCOUNT_STATUSES, { token: randomUUID(), at: claimedAt }, at(-24 * 3_600_000))).toBe(true);
        const claimed = await repos.accounts.claimLogin(id, from, { token: randomUUID(), at: NOW }, staleBefore);
        expect({ status, claimedAt, flow, claimed }).toEqual({ status, claimedAt, flow, claimed: canClaimLogin(status, from, claimedAt, staleBefore) });
      }
    });
  });
}
