import { CreateCompany, PlatformRegistry, ScheduleRefreshes, systemClock } from '@gig/domain';
import { deliveryFamily } from '@gig/delivery';
import { openDatabase } from '@gig/persistence';
import { publicServantFamily } from '@gig/public-servant';
import { rideHailingFamily } from '@gig/ride-hailing';
import { socialSecurityFamily } from '@gig/social-security';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { ensureDatabase } from '../seed-bench-data';
import { spawnServer, stopServer } from '../spawn-server';
import { ALL_FAMILIES, GIG_FAMILIES, planCohort, sandboxSessions, sealSessions, seedConnectedAccounts, sql } from './refresh-cohort';
import { SlowExtractionServer } from './slow-extraction.server';
import { log, numberFlag, percentile } from '../bench-script';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

const SERVER_PORTS = [3121, 3122];
const CREDENTIALS_KEY = 'cd'.repeat(32);
const KEY = Buffer.from(CREDENTIALS_KEY, 'hex');
const median = (values: number[]) => percentile(values, 50);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `npm run bench:refresh`: with a book of connected accounts on PostgreSQL (BENCH_DATABASE_URL, a
 * database it may wipe; 100,000 by default), (a) the time one scheduler takes to claim the whole
 * cohort due at once, (b) refreshes completed per second by one and by two server processes with the
 * sandbox connector (alternating rounds, medians), (c) the database cost of an idle scheduler tick;
 * then (d) the same as (b) for live gig accounts whose extraction service answers after
 * `--platform-ms` (100 by default), as platforms behind a network do.
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_refresh';
  const book = numberFlag('accounts', 100_000);
  const rounds = numberFlag('rounds', 3);
  const cohort = numberFlag('refresh-accounts', 3_000);
  const platformMs = numberFlag('platform-ms', 100);
  const liveCohort = numberFlag('live-accounts', 1_000);
  const platforms = PlatformRegistry.of([rideHailingFamily, deliveryFamily, socialSecurityFamily, publicServantFamily]);
  await ensureDatabase(url);

  let started = Date.now();
  const { database, companyId } = await freshBook(url, 'sandbox');
  await seedConnectedAccounts(url, companyId, book, ALL_FAMILIES);
  await sealSessions(url, KEY, sandboxSessions(platforms));
  log(`Seeded ${book.toLocaleString('en')} connected accounts with sealed sandbox sessions over six platforms of four families in ${seconds(Date.now() - started)}.`);
  const scheduler = (cap: number | null) =>
    new ScheduleRefreshes({ refreshes: database.repositories.refreshes, unitOfWork: database.unitOfWork, platforms, clock: systemClock, batchSize: 500, concurrencyOf: () => cap });

  log(`(a) Claiming the whole cohort due at once (REFRESH_BATCH 500, no family cap, no worker), ${rounds} rounds …`);
  const claims: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    await planCohort(url);
    const claiming = scheduler(null);
    started = performance.now();
    let claimed = 0;
    for (let taken = await claiming.tick(); taken > 0; taken = await claiming.tick()) claimed += taken;
    const ms = performance.now() - started;
    const [{ jobs }] = await sql<{ jobs: number }>(url, `SELECT count(*)::int AS jobs FROM jobs WHERE kind = 'refresh_account_data'`);
    if (claimed !== book || jobs !== book) throw new Error(`claimed ${claimed}, queued ${jobs} of ${book}`);
    claims.push(ms);
    log(`  round ${round}: ${claimed.toLocaleString('en')} accounts claimed and queued in ${seconds(ms)} (${Math.round(claimed / (ms / 1000)).toLocaleString('en')}/s)`);
  }
  log(`  median ${seconds(median(claims))}`);

  log('(c) An idle tick: nothing due, the whole book planned ahead …');
  await planCohort(url, 0);
  const idle = scheduler(20);
  for (let i = 0; i < 200; i++) await idle.tick();
  const ticks: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    started = performance.now();
    if ((await idle.tick()) !== 0) throw new Error('an idle tick queued a refresh');
    ticks.push(performance.now() - started);
  }
  const [plan] = await sql<{ 'QUERY PLAN': unknown }>(
    url,
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT 1 FROM accounts WHERE next_refresh_at <= now() AND refresh_enabled AND status = 'success' LIMIT 1`,
  );
  const root = (plan['QUERY PLAN'] as { Plan: { Plans?: { 'Node Type': string; 'Index Name'?: string; 'Shared Hit Blocks': number; 'Shared Read Blocks': number }[] } }[])[0].Plan;
  const scan = root.Plans?.[0];
  log(`  median ${median(ticks).toFixed(3)} ms, p99 ${percentile(ticks, 99).toFixed(3)} ms over 2,000 ticks; the probe: ${scan?.['Node Type']} on ${scan?.['Index Name'] ?? 'no index'}, ${(scan?.['Shared Hit Blocks'] ?? 0) + (scan?.['Shared Read Blocks'] ?? 0)} buffers, with ${book.toLocaleString('en')} accounts`);
  await database.close();

  log(`(b) Refreshes per second, sandbox: ${cohort.toLocaleString('en')} accounts due at once, 1 and 2 server processes (defaults: JOB_CONCURRENCY 4, caps 20 per family), ${rounds} rounds …`);
  await compareProcesses(url, {}, cohort, rounds);

  log(`(d) Refreshes per second, live gig platforms answering in ${platformMs} ms: ${liveCohort.toLocaleString('en')} accounts due at once, 1 and 2 server processes, ${rounds} rounds …`);
  const live = await freshBook(url, 'live');
  await live.database.close();
  await seedConnectedAccounts(url, live.companyId, liveCohort, GIG_FAMILIES);
  await sealSessions(url, KEY, async ({ id }) => `bench_ses_${id.replace(/-/g, '')}`);
  const extraction = new SlowExtractionServer(platformMs);
  const extractionUrl = await extraction.start();
  try {
    await compareProcesses(url, { RIDE_HAILING_URL: extractionUrl, DELIVERY_URL: extractionUrl }, liveCohort, rounds);
  } finally {
    await extraction.stop();
  }
}

/** An empty schema with one company of the environment. */
async function freshBook(url: string, environment: 'sandbox' | 'live') {
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const database = await openDatabase({ kind: 'postgres', url });
  const { companyId } = await new CreateCompany(database.unitOfWork, systemClock).execute(`Refresh bench (${environment})`, environment);
  return { database, companyId };
}

/** Refreshes of the first `cohort` accounts by one and by two server processes, alternating which goes first; logs each round and the medians. */
async function compareProcesses(url: string, extraEnv: Record<string, string>, cohort: number, rounds: number): Promise<void> {
  const env = {
    DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', RATE_LIMIT_PER_MINUTE: '0',
    WEBHOOKS_ENABLED: 'false', CREDENTIALS_KEY, ...extraEnv,
  };
  const main = BUILT_API_MAIN;
  const servers: ChildProcess[] = [];
  const rates: Record<number, number[]> = { 1: [], 2: [] };
  try {
    await planCohort(url, 0);
    while (servers.length < 2) servers.push(await spawnServer(main, env, SERVER_PORTS[servers.length]));
    log(`  warm-up: ${seconds(await refreshCohort(url, cohort))} (first refreshes store the earnings)`);
    for (let round = 1; round <= rounds; round++) {
      for (const processes of round % 2 === 1 ? [1, 2] : [2, 1]) {
        while (servers.length < processes) servers.push(await spawnServer(main, env, SERVER_PORTS[servers.length]));
        while (servers.length > processes) await stopServer(servers.pop() as ChildProcess);
        const ms = await refreshCohort(url, cohort);
        rates[processes].push(cohort / (ms / 1000));
        log(`  round ${round}, ${processes} process(es): ${cohort.toLocaleString('en')} refreshes in ${seconds(ms)} = ${(cohort / (ms / 1000)).toFixed(0)}/s`);
      }
    }
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
  log(`  median: 1 process ${median(rates[1]).toFixed(0)}/s, 2 processes ${median(rates[2]).toFixed(0)}/s, ratio ${(median(rates[2]) / median(rates[1])).toFixed(2)}`);
}

/**
 * Makes the first `count` accounts due now (the running servers' schedulers take them) and waits until
 * none is due or being refreshed, then checks each has refreshed; the time it took. It watches through
 * two index probes on one connection, so that the watching takes little of the machine being measured.
 */
async function refreshCohort(url: string, count: number): Promise<number> {
  await planCohort(url, 0);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const [{ now }] = (await client.query<{ now: Date }>('SELECT now()')).rows;
    const started = performance.now();
    await client.query(`UPDATE accounts SET next_refresh_at = now() - interval '1 minute' WHERE id IN (SELECT id FROM accounts ORDER BY id LIMIT ${count})`);
    for (const deadline = Date.now() + 600_000; Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [{ busy }] = (await client.query<{ busy: boolean }>(BUSY_SQL)).rows;
      if (busy) continue;
      const ms = performance.now() - started;
      const [{ done }] = (await client.query<{ done: number }>('SELECT count(*)::int AS done FROM accounts WHERE last_refreshed_at >= $1', [now])).rows;
      if (done !== count) throw new Error(`${done} of ${count} accounts refreshed`);
      return ms;
    }
    throw new Error(`${count} refreshes did not finish within 10 minutes`);
  } finally {
    await client.end();
  }
}

/** Whether a refresh is queued or running, or an account is due (the partial indexes on jobs and on next_refresh_at). */
const BUSY_SQL = `SELECT EXISTS (SELECT 1 FROM jobs WHERE kind = 'refresh_account_data' AND status IN ('queued', 'running'))
                      OR EXISTS (SELECT 1 FROM accounts WHERE next_refresh_at <= now() AND refresh_enabled AND status = 'success') AS busy`;

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
