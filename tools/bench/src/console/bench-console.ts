import { databaseTargetFromEnv, DatabaseTarget } from '@gig/persistence';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, numberFlag, percentile } from '../bench-script';
import { sql } from '../refresh/refresh-cohort';
import { ensureDatabase } from '../seed-bench-data';
import { spawnServer, stopServer } from '../spawn-server';
import { SeededBook, seedConsoleBook } from './console-book';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

const PORT = 3131;
const CREDENTIALS_KEY = 'ce'.repeat(32);
const PASSWORD = 'bench password, long enough';
const WARM_UP = 5;
const MAIN = BUILT_API_MAIN;

/** One database the bench runs on: how to empty it, the target to seed, the server's environment, and what to do after. */
interface BenchTarget {
  readonly label: string;
  readonly target: DatabaseTarget;
  readonly env: Record<string, string>;
  readonly cleanUp: () => Promise<void>;
}

/**
 * `npm run bench:console`: seeds one company with `--accounts` accounts (10,000) over `--users` users
 * (3,000), statuses mixed and 5% banned, straight into the database; starts the built server, signs a
 * viewer in through the console's endpoints and times `--requests` (20) sequential requests of the
 * accounts listing's first page and of `?warning=banned` after 5 unmeasured ones. On the embedded
 * PGlite (a fresh DATA_DIR under the system's temporary directory), then on PostgreSQL when
 * DATABASE_URL names a database whose name contains "bench" (its public schema is wiped).
 */
async function main() {
  const size = { accounts: numberFlag('accounts', 10_000), users: numberFlag('users', 3_000) };
  const requests = numberFlag('requests', 20);
  const targets = [await embeddedTarget()];
  const url = process.env.DATABASE_URL?.trim();
  if (url) targets.push(await postgresTarget(url));
  else log('DATABASE_URL is not set: PostgreSQL is skipped.');
  for (const bench of targets) {
    try {
      const started = Date.now();
      const book = await seedConsoleBook(bench.target, size);
      log(`${bench.label}: seeded ${size.accounts.toLocaleString('en')} accounts over ${size.users.toLocaleString('en')} users (${book.banned} banned) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await measure(bench, book, size.accounts, requests);
    } finally {
      await bench.cleanUp();
    }
  }
}

async function embeddedTarget(): Promise<BenchTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gig-bench-console-'));
  return {
    label: 'Embedded PGlite',
    target: databaseTargetFromEnv({ DATA_DIR: dataDir }),
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<BenchTarget> {
  if (!/bench/i.test(new URL(url).pathname)) throw new Error('DATABASE_URL must name a database whose name contains "bench": the bench wipes its public schema.');
  await ensureDatabase(url);
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  return { label: 'PostgreSQL', target: { kind: 'postgres', url }, env: { DATABASE_URL: url }, cleanUp: async () => undefined };
}

async function measure(bench: BenchTarget, book: SeededBook, accounts: number, requests: number): Promise<void> {
  const env = {
    SEED_DEMO: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', RATE_LIMIT_PER_MINUTE: '0', CONSOLE_LIMIT_PER_MINUTE: '0', JOBS_ENABLED: 'false',
    WEBHOOKS_ENABLED: 'false', REFRESH_ENABLED: 'false', CREDENTIALS_KEY, ...bench.env,
  };
  const server = await spawnServer(MAIN, env, PORT);
  try {
    const cookie = await signIn(`http://127.0.0.1:${PORT}`, book);
    for (const [path, total] of [['/console/api/accounts', accounts], ['/console/api/accounts?warning=banned', book.banned]] as const) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + requests; i++) {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { cookie } });
        const body = (await res.json()) as { data?: { total?: number; items?: unknown[] } };
        const ms = performance.now() - started;
        if (res.status !== 200 || body.data?.total !== total || body.data.items?.length !== Math.min(20, total)) {
          throw new Error(`GET ${path} answered ${res.status} with ${JSON.stringify(body).slice(0, 300)}`);
        }
        if (i >= WARM_UP) times.push(ms);
      }
      const ms = (p: number) => `${percentile(times, p).toFixed(1)} ms`;
      log(`  GET ${path}: median ${ms(50)} (min ${ms(0)}, p90 ${ms(90)}) over ${requests} requests, ${total.toLocaleString('en')} matching`);
    }
  } finally {
    await stopServer(server);
  }
}

/** Sets the viewer's password through its one-time link and signs in: the session cookie. */
async function signIn(base: string, book: SeededBook): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const set = await post('/console/api/password', { token: book.setPasswordToken, password: PASSWORD });
  if (!set.ok) throw new Error(`Setting the password answered ${set.status}: ${await set.text()}`);
  const session = await post('/console/api/session', { email: book.memberEmail, password: PASSWORD });
  const cookie = session.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('gig_console_session='));
  if (!session.ok || !cookie) throw new Error(`Signing in answered ${session.status}: ${await session.text()}`);
  return cookie;
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
