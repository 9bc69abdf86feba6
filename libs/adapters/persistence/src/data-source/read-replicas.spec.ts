import type { DailyEarning } from '@gig/domain';
import { anAccount, seedUser } from '@gig/testing';
import { findPostgresBinaries, StreamingReplica, startStreamingReplica } from '../testing/streaming-replica';
import { withClient } from '../testing/test-database';
import { openTestDatabase } from '../testing/test-database';
import { Database, openDatabase } from './open-database';
import type { ReplicaState } from './replica-set';

const CLUSTER_BUDGET_MS = 180_000;

describe('Without read replicas', () => {
  it('reads with the very repositories that write (no extra call on the aggregated read\'s path), all on the primary', async () => {
    const database = await openTestDatabase();
    try {
      expect(database.readRepositories).toBe(database.repositories);
      expect(database.replicas.status()).toEqual([]);
      expect(database.replicas.reads()).toEqual({ primary: 0, replicas: [], fallbacks: [] });
    } finally {
      await database.close();
    }
  }, 60_000);
});
const binaries = findPostgresBinaries();
if (!binaries) {
  console.warn('Skipping the read-replica suite: PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed; set PG_BIN to their folder.');
}

/** A private primary and a streaming replica made by the suite (initdb + pg_basebackup -R), read through `readRepositories`. */
(binaries ? describe : describe.skip)('Reads on a streaming replica', () => {
  let cluster: StreamingReplica;
  /** Skips the replica only past a minute of lag: a paused replay shows its stale rows. */
  let patient: Database;
  /** Skips it past 500 ms. */
  let strict: Database;
  /** The states `strict` was told of, in order. */
  const changes: ReplicaState[] = [];

  const open = (maxLagMs: number, migrate: boolean) =>
    openDatabase(
      { kind: 'postgres', url: cluster.primaryUrl('replica_test'), poolSize: 4, replicaUrls: [cluster.replicaUrl('replica_test')], replicaMaxLagMs: maxLagMs, replicaProbeMs: 100 },
      { migrate, onReplicaChange: migrate ? undefined : (status) => changes.push(status.state) },
    );

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    await withClient(cluster.primaryUrl(), (client) => client.query('CREATE DATABASE replica_test'));
    patient = await open(60_000, true);
    strict = await open(500, false);
    await cluster.caughtUp();
  }, CLUSTER_BUDGET_MS);
  afterAll(async () => {
    await patient?.close();
    await strict?.close();
    await cluster?.stop();
  }, CLUSTER_BUDGET_MS);

  /** A user with one account earning `cents` on 2025-01-01, written on the primary and replayed on the replica. */
  async function seeded(cents: number) {
    const repos = patient.repositories;
    const { company, user } = await seedUser(repos);
    const account = anAccount(user);
    await repos.accounts.create(account);
    await repos.earnings.upsert([earning(account.id, cents)]);
    await cluster.caughtUp();
    await Promise.all([patient.replicas.probe(), strict.replicas.probe()]);
    const read = (database: Database) => database.readRepositories.earnings.findForUser(company.id, { userId: user.id }, { start: '2025-01-01', end: '2025-01-31' });
    const cents$ = async (database: Database) => (await read(database))?.rows.map((row) => row.amountCents);
    return { account, cents: cents$ };
  }
  const earning = (accountId: string, amountCents: number): DailyEarning => ({ accountId, earningDate: '2025-01-01', amountCents, currency: 'mxn', countTrips: 1 });

  async function until(what: string, check: () => boolean, withinMs = 20_000): Promise<number> {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > withinMs) throw new Error(`Not ${what} within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  }

  it('serves the reads from the replica: with its replay paused, they see the rows it had, the primary the new ones', async () => {
    const { account, cents } = await seeded(100);
    const before = patient.replicas.reads();
    expect(await cents(patient)).toEqual([100]);
    expect(patient.replicas.reads()).toEqual({ ...before, replicas: [before.replicas[0] + 1] });
    await cluster.pauseReplay();
    try {
      await patient.repositories.earnings.upsert([earning(account.id, 250)]);
      expect(await cents(patient)).toEqual([100]);
      expect((await patient.repositories.earnings.findForUser(account.companyId, { userId: account.userId }, { start: '2025-01-01', end: '2025-01-31' }))?.rows[0].amountCents).toBe(250);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    expect(await cents(patient)).toEqual([250]);
    expect(patient.replicas.reads().replicas[0]).toBe(before.replicas[0] + 3);
  }, 60_000);

  it('sends the reads to the primary while the replica lags past REPLICA_MAX_LAG_MS, and back once it has caught up', async () => {
    const { account, cents } = await seeded(100);
    await until('up', () => strict.replicas.status()[0].state === 'up');
    await cluster.pauseReplay();
    try {
      await strict.repositories.earnings.upsert([earning(account.id, 300)]);
      const waited = await until('lagging', () => strict.replicas.status()[0].state === 'lagging');
      expect(waited).toBeGreaterThanOrEqual(400);
      expect(strict.replicas.status()[0].lagMs).toBeGreaterThan(500);
      const before = strict.replicas.reads();
      expect(await cents(strict)).toEqual([300]);
      expect(strict.replicas.reads()).toEqual({ ...before, primary: before.primary + 1 });
    } finally {
      await cluster.resumeReplay();
    }
    await until('up again', () => strict.replicas.status()[0].state === 'up');
    const before = strict.replicas.reads();
    expect(await cents(strict)).toEqual([300]);
    expect(strict.replicas.reads().replicas[0]).toBe(before.replicas[0] + 1);
  }, 60_000);

  it('loses no read when the replica stops (pg_ctl stop -m immediate), and uses it again once it is back', async () => {
    const { cents } = await seeded(700);
    await until('up', () => strict.replicas.status()[0].state === 'up');
    const before = strict.replicas.reads();
    changes.length = 0;
    const failures: unknown[] = [];
    let answered = 0;
    let running = true;
    const reader = async () => {
      while (running) {
        try {
          expect(await cents(strict)).toEqual([700]);
          answered++;
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const readers = [reader(), reader(), reader()];
    try {
      await until('reading', () => answered >= 30);
      await cluster.stopReplica();
      await until('down', () => strict.replicas.status()[0].state === 'down');
      const atStop = answered;
      await until('reading on the primary', () => answered >= atStop + 30);
    } finally {
      running = false;
      await Promise.all(readers);
    }
    expect(failures).toEqual([]);
    const during = strict.replicas.reads();
    expect(during.replicas[0]).toBeGreaterThan(before.replicas[0]);
    expect(during.primary).toBeGreaterThanOrEqual(before.primary + 30);
    await cluster.startReplica();
    await until('up again', () => strict.replicas.status()[0].state === 'up', 60_000);
    expect(await cents(strict)).toEqual([700]);
    expect(strict.replicas.reads().replicas[0]).toBe(during.replicas[0] + 1);
    // Told of the stop, then of the return; on a loaded machine a `lagging` (past 500 ms) may come before either.
    expect(changes).toContain('down');
    expect(changes.indexOf('down')).toBeLessThan(changes.lastIndexOf('up'));
    expect(changes.at(-1)).toBe('up');
  }, 120_000);
});
