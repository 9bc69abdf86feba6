import { startStreamingReplica, StreamingReplica, TestDatabase, testDatabaseOn, withClient } from '@gig/persistence/testing';
import { TestClock } from '@gig/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { loadAppConfig } from '../platform/config/app-config';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { TcpProxy } from '../testing/tcp-proxy';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';

/** initdb, pg_basebackup and the app's migrations on a loaded two-core machine (the read-replica suite's figure). */
const CLUSTER_BUDGET_MS = 180_000;
const CLOSES_WITHIN_MS = 5_000;
const WRITERS = 4;
const READERS = 2;

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('Skipping the managed-PostgreSQL failover suite: TEST_DATABASE_URL is unset (it runs on PostgreSQL only).');

/** The wall clock: a key whose request died with the old primary is taken over when its lease runs out, in real time. */
class WallClock extends TestClock {
  override now = (): Date => new Date();
}

interface Attempt {
  readonly status: number;
  readonly at: number;
  readonly retryAfter?: string;
}

/** One client's idempotent POST: every attempt with the same `Idempotency-Key`, until one answered 2xx. */
interface KeyedWrite {
  readonly key: string;
  readonly attempts: Attempt[];
  userId?: string;
}

/**
 * A managed PostgreSQL (RDS Multi-AZ, Cloud SQL HA, Azure zone-redundant HA) fails over by stopping the primary,
 * promoting its synchronous standby and moving the DNS name the service connects to. Here: a private primary and its
 * streaming replica (synchronous, as those offerings are), the service reaching the primary through a TCP proxy (the
 * name), and under load of idempotent POSTs retried by their clients: stop the primary, promote the replica, move the
 * proxy. The service is given nothing and restarted never.
 */
(postgresUrl ? describe : describe.skip)('A managed PostgreSQL failing over (the primary stops, its replica is promoted, the address moves)', () => {
  let cluster: StreamingReplica;
  let proxy: TcpProxy;
  let database: TestDatabase;
  let h: ApiHarness;
  let key: string;

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    await withClient(cluster.primaryUrl(), async (client) => {
      await client.query('CREATE DATABASE managed_failover');
      await client.query(`ALTER SYSTEM SET synchronous_standby_names = '*'`);
      await client.query('SELECT pg_reload_conf()');
    });
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: cluster.primaryPort });
    const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/managed_failover` };
    database = await testDatabaseOn(loadAppConfig(env, PLATFORM_FAMILIES).database, async () => undefined);
    h = await openApiHarness({ database, env, clock: new WallClock() });
    const company = await h.createCompany();
    await h.database.repositories.companies.setPermissions(company.company_id, { rateLimitPerMinute: 0 });
    key = company.private_key;
  }, CLUSTER_BUDGET_MS);
  afterAll(async () => {
    await h?.close();
    await database?.close();
    await proxy?.close();
    await cluster?.stop();
  }, CLUSTER_BUDGET_MS);

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** POST /v1/users (no external id: a second run would make a second user) with one key, retried as `retry-after` says. */
  async function createUser(): Promise<KeyedWrite> {
    const write: KeyedWrite = { key: randomUUID(), attempts: [] };
    while (!write.userId && write.attempts.length < 100) {
      const res = await request(h.app.getHttpServer()).post('/v1/users').set('X-Api-Key', key).set('Idempotency-Key', write.key).send({});
      write.attempts.push({ status: res.status, at: performance.now(), retryAfter: res.headers['retry-after'] });
      if (res.status === 201) write.userId = res.body.data.user_id;
      else if (res.status === 503 || res.status === 429) await sleep(Number(res.headers['retry-after'] ?? 1) * 1000);
      else throw new Error(`POST /v1/users answered ${res.status} ${res.text}`);
    }
    return write;
  }

  it('answers 503 with retry-after meanwhile, drops the dead connections, closes its breaker within 5 s of the new primary answering, and runs no retried POST twice', async () => {
    const writes: KeyedWrite[] = [];
    const reads: Attempt[] = [];
    let running = true;
    const writer = async () => {
      while (running) writes.push(await createUser());
    };
    const reader = async () => {
      while (running) {
        const known = writes.find((write) => write.userId);
        const res = await request(h.app.getHttpServer()).get(known ? `/v1/users/${known.userId}` : '/v1/platforms').set('X-Api-Key', key);
        reads.push({ status: res.status, at: performance.now(), retryAfter: res.headers['retry-after'] });
        await sleep(20);
      }
    };
    const loops = [...Array.from({ length: WRITERS }, writer), ...Array.from({ length: READERS }, reader)];
    const breaker: { opened: boolean } = { opened: false };
    const watcher = setInterval(() => (breaker.opened ||= h.database.circuitState().state === 'open'), 10);
    let answeredAt = 0;
    let closedAt = 0;
    try {
      while (writes.length < 20) await sleep(50);
      await cluster.stopPrimary();
      await cluster.promoteReplica();
      proxy.moveTo({ host: '127.0.0.1', port: cluster.replicaPort });
      const movedAddress = `postgres://postgres@127.0.0.1:${proxy.port}/managed_failover`;
      const writable = () => withClient(movedAddress, (client) => client.query('SELECT NOT pg_is_in_recovery() AS primary')).then((r) => r.rows[0].primary === true, () => false);
      while (!(await writable())) await sleep(20);
      answeredAt = performance.now();
      while (h.database.circuitState().state !== 'closed' && performance.now() - answeredAt < 30_000) await sleep(10);
      closedAt = performance.now();
      const settled = writes.length;
      while (writes.length < settled + 20) await sleep(50);
    } finally {
      running = false;
      await Promise.all(loops);
      clearInterval(watcher);
    }

    expect(breaker.opened).toBe(true);
    expect(closedAt - answeredAt).toBeLessThan(CLOSES_WITHIN_MS);
    const attempts = [...reads, ...writes.flatMap((write) => write.attempts)];
    expect(attempts.filter((attempt) => attempt.status === 503 && attempt.retryAfter !== '1')).toEqual([]);
    const sentAfterClosing = attempts.filter((attempt) => attempt.at > closedAt + 100);
    expect(sentAfterClosing.filter((attempt) => attempt.status >= 500)).toEqual([]);
    expect(writes.filter((write) => !write.userId)).toEqual([]);
    expect(writes.filter((write) => write.attempts.length > 1).length).toBeGreaterThan(0);
    const users = await withClient(cluster.replicaUrl('managed_failover'), (client) => client.query<{ id: string }>('SELECT id FROM users'));
    expect(users.rows.map((row) => row.id).sort()).toEqual(writes.map((write) => write.userId).sort());
  }, 120_000);
});
