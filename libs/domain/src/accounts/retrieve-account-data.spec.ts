import { testRegistry } from '../platforms/test-platforms.fixture';
import type { PlatformConnector } from '../ports/platform-connector.port';
import { accountStatus, ForbiddenTransition } from './account-lifecycle';
import { accountStore, loginStateOf, MINE } from './account.spec-setup';
import { RetrieveAccountData } from './retrieve-account-data';

const ID = '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const unused = () => Promise.reject(new Error('not used by this use case'));

/** A retrieval of one syncing account over the in-memory fakes; `meanwhile` runs while the platform answers. */
async function setup(meanwhile: (store: ReturnType<typeof accountStore>['store']) => void = () => undefined) {
  const { store, repos, unitOfWork, clock } = accountStore([{ id: ID, status: accountStatus.syncing, companyId: MINE.id }]);
  const connector: PlatformConnector = {
    startLogin: unused,
    verify: unused,
    retrieve: async () => {
      meanwhile(store);
      return { earnings: [{ earningDate: '2025-03-14', amountCents: 12_345, currency: 'mxn', countTrips: 3 }], profile: null, employment: null, warning: null };
    },
    refresh: unused,
  };
  const useCase = new RetrieveAccountData({
    accounts: repos.accounts, users: repos.users, companies: repos.companies, platforms: testRegistry(), connectors: { connectorFor: () => connector },
    secrets: { seal: (text) => text, open: (text) => text, sealBytes: (bytes) => bytes, openBytes: (bytes) => bytes },
    unitOfWork, clock, refresh: { intervalMs: 86_400_000 },
  });
  await repos.jobs.enqueue('retrieve_account_data', ID, clock.now());
  const job = await repos.jobs.claim('worker-1', clock.now(), 30_000);
  if (!job) throw new Error('no job to run');
  const lease = { renew: async () => true };
  return { store, run: () => useCase.execute(job, lease) };
}

describe('RetrieveAccountData and the lifecycle', () => {
  it('turns the account it retrieved success', async () => {
    const t = await setup();
    await expect(t.run()).resolves.toEqual({});
    expect(t.store.accounts.get(ID)?.status).toBe(accountStatus.success);
    expect(t.store.earnings.size).toBe(1);
    expect([...t.store.webhookEvents.values()].map((event) => event.action)).toContain('login.success');
  });

  it('refuses to write success over an account that left syncing meanwhile, writing nothing and announcing nothing', async () => {
    const t = await setup((store) => {
      const account = store.accounts.get(ID);
      if (account) store.accounts.set(ID, { ...account, status: accountStatus.requiresAuth });
    });
    const refused = await t.run().then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(ForbiddenTransition);
    expect(refused).toMatchObject({ code: 'login_in_process', from: accountStatus.requiresAuth, to: accountStatus.success });
    const stored = t.store.accounts.get(ID);
    expect(stored && loginStateOf(stored)).toEqual({ status: accountStatus.requiresAuth, statusDetails: null, warning: null, nextStep: null });
    expect([...t.store.earnings.values()]).toEqual([]);
    expect([...t.store.webhookEvents.values()]).toEqual([]);
  });
});
