import { findPostgresBinaries, startStreamingReplica, StreamingReplica, TestDatabase, testDatabaseOn, withClient } from '@gig/persistence/testing';
import request from 'supertest';
import { loadAppConfig } from '../platform/config/app-config';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';

const CLUSTER_BUDGET_MS = 180_000;
const PATH = '/v1/users/earnings/aggregated';
const WINDOW = { start_date: '2025-03-01', end_date: '2025-03-10' };

describe('The configuration of read replicas', () => {
  it('reads DATABASE_REPLICA_URLS and REPLICA_MAX_LAG_MS beside DATABASE_URL, and names a bad one', () => {
    const env = { DATABASE_URL: 'postgres://gig@db:5432/gig', DATABASE_REPLICA_URLS: 'postgres://gig@replica-1:5432/gig,postgres://gig@replica-2:5432/gig', REPLICA_MAX_LAG_MS: '2000' };
    expect(loadAppConfig(env, PLATFORM_FAMILIES).database).toMatchObject({ replicaUrls: ['postgres://gig@replica-1:5432/gig', 'postgres://gig@replica-2:5432/gig'], replicaMaxLagMs: 2_000 });
    expect(() => loadAppConfig({ ...env, REPLICA_MAX_LAG_MS: 'soon' }, PLATFORM_FAMILIES)).toThrow(/REPLICA_MAX_LAG_MS must be a whole number of milliseconds/);
  });
});

const binaries = findPostgresBinaries();
if (!binaries) {
  console.warn('Skipping the read-replica API suite: PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed; set PG_BIN to their folder.');
}

/** The API composed over a private primary and its streaming replica (made here: initdb + pg_basebackup -R), a 500 ms lag limit. */
(binaries ? describe : describe.skip)('The aggregated read on a streaming replica, through the API', () => {
  let cluster: StreamingReplica;
  let database: TestDatabase;
  let h: ApiHarness;
  let key: string;
  let accountId: string;

  const aggregated = () => request(h.app.getHttpServer()).post(PATH).set('X-Api-Key', key).send({ external_id: 'replica-worker', ...WINDOW });
  const amount = async () => {
    const res = await aggregated();
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    return res.body.data.earnings[0].amount as number;
  };
  /** `gig_db_reads_total` by target, from a scrape. */
  const reads = async () => {
    const text = await h.composition.metrics.scrape();
    const count = (target: string) => Number(new RegExp(`^gig_db_reads_total\\{target="${target}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { primary: count('primary'), replica: count('replica_0'), up: /^gig_db_replica_up\{replica="0"\} 1$/m.test(text) };
  };
  const state = () => h.database.replicas.status()[0].state;
  async function until(what: string, check: () => boolean, withinMs = 30_000): Promise<void> {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > withinMs) throw new Error(`Not ${what} within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    await withClient(cluster.primaryUrl(), (client) => client.query('CREATE DATABASE replica_api_test'));
    const env = { DATABASE_URL: cluster.primaryUrl('replica_api_test'), DATABASE_REPLICA_URLS: cluster.replicaUrl('replica_api_test'), REPLICA_MAX_LAG_MS: '500' };
    database = await testDatabaseOn(loadAppConfig(env, PLATFORM_FAMILIES).database, async () => undefined);
    h = await openApiHarness({ database, env });
    const company = await h.createCompany();
    key = company.private_key;
    const imported = await h.importUsers(company.company_id, {
      users: [{ external_id: 'replica-worker', accounts: [{ platform: 'uber', country: 'mx', identifier: 'replica@example.com', last_successful_connection: '2025-03-10', earnings: [{ earning_date: '2025-03-01', amount: 100, currency: 'mxn', count_trips: 1 }] }] }],
    });
    accountId = imported.users[0].accounts[0].account_id;
    await cluster.caughtUp();
    await until('up', () => state() === 'up');
  }, CLUSTER_BUDGET_MS);
  afterAll(async () => {
    await h?.close();
    await database?.close();
    await cluster?.stop();
  }, CLUSTER_BUDGET_MS);

  const setAmount = (cents: number) =>
    h.database.repositories.earnings.upsert([{ accountId, earningDate: '2025-03-01', amountCents: cents, currency: 'mxn', countTrips: 1 }]);

  /**
   * `work`'s result, and whether the replica stayed up throughout. A probe holds a state for at least `probeMs`
   * (100 ms here), so polling every 5 ms sees every flip a loaded machine causes (a probe past its time-out marks it down).
   */
  async function whileWatched<T>(work: () => Promise<T>): Promise<{ result: T; stayedUp: boolean }> {
    let stayedUp = state() === 'up';
    const watcher = setInterval(() => (stayedUp &&= state() === 'up'), 5);
    try {
      const result = await work();
      return { result, stayedUp: stayedUp && state() === 'up' };
    } finally {
      clearInterval(watcher);
    }
  }

  it('answers from the replica while it is up (three reads the replica stayed up through, tried again after a flip)', async () => {
    for (let attempt = 1; ; attempt++) {
      await until('up', () => state() === 'up');
      const { result, stayedUp } = await whileWatched(async () => {
        const before = await reads();
        const amounts = [await amount(), await amount(), await amount()];
        return { before, amounts, after: await reads() };
      });
      if (!stayedUp && attempt < 5) continue;
      expect(stayedUp).toBe(true);
      expect(result.amounts).toEqual([100, 100, 100]);
      expect(result.after).toEqual({ primary: result.before.primary, replica: result.before.replica + 3, up: true });
      return;
    }
  }, 60_000);

  it('answers from the primary, with the new day, while the replica\'s replay is paused past the lag limit, then from the replica again', async () => {
    await until('up', () => state() === 'up');
    await cluster.pauseReplay();
    try {
      await setAmount(12_345);
      await until('lagging', () => state() === 'lagging');
      const before = await reads();
      expect(await amount()).toBe(123.45);
      expect(await reads()).toEqual({ primary: before.primary + 1, replica: before.replica, up: false });
    } finally {
      await cluster.resumeReplay();
    }
    await until('up again', () => state() === 'up');
    const before = await reads();
    expect(await amount()).toBe(123.45);
    expect((await reads()).replica).toBe(before.replica + 1);
  }, 60_000);

  it('fails no request while the replica is stopped under load (pg_ctl stop -m immediate)', async () => {
    await until('up', () => state() === 'up');
    const statuses = new Map<number, number>();
    let sent = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const res = await aggregated();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        sent++;
      }
    };
    const before = await reads();
    const clients = [client(), client(), client(), client()];
    try {
      await until('loaded', () => sent >= 40);
      await cluster.stopReplica();
      await until('down', () => state() === 'down');
      const atStop = sent;
      await until('answered on the primary', () => sent >= atStop + 40);
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect([...statuses.keys()]).toEqual([200]);
    const after = await reads();
    expect(after.replica).toBeGreaterThan(before.replica);
    expect(after.primary).toBeGreaterThanOrEqual(before.primary + 40);
    await cluster.startReplica();
    await until('up again', () => state() === 'up', 60_000);
  }, 120_000);
});
