import { CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import { BUILT_API_MAIN, freezingProxy } from '@gig/persistence/testing';
import { Client } from 'pg';
import { log, numberFlag, percentile } from '../bench-script';
import { ensureDatabase } from '../seed-bench-data';
import { spawnServer, stopServer } from '../spawn-server';

const PORT = 3121;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  message: string;
}

/**
 * How long requests take once PostgreSQL has gone silent (a freezing TCP proxy between the server and the database),
 * with the service's default time limits (DATABASE_REQUEST_TIMEOUT_MS 4 s): a first wave of `--wave` requests sent
 * at once at the freeze, then `--requests` one at a time, then how long the service takes to heal once the database
 * answers again; once with the circuit breaker opened by the requests alone, once by a failed /health during the wave
 * (a load balancer's probe). PostgreSQL only (BENCH_DATABASE_URL, a database it may wipe). `npm run bench:circuit`.
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_circuit';
  const requests = numberFlag('requests', 20);
  const waveSize = numberFlag('wave', 30);
  await ensureDatabase(url);
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const database = await openDatabase({ kind: 'postgres', url });
  const { privateKey } = await new CreateCompany(database.unitOfWork, systemClock).execute('Circuit bench', 'sandbox');
  await database.close();
  const target = new URL(url);
  const proxy = await freezingProxy(target.hostname, Number(target.port || 5432));
  target.host = `127.0.0.1:${proxy.port}`;
  const get = async (path: string): Promise<Answer> => {
    const started = performance.now();
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'x-api-key': privateKey } });
      const body = (await res.json()) as { error?: { message: string } };
      return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), message: body.error?.message ?? '' };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { status: 0, ms: performance.now() - started, retryAfter: null, message: `no answer: ${cause?.code ?? cause?.message ?? String(error)}` };
    }
  };
  const main = BUILT_API_MAIN;
  const env = { DATABASE_URL: target.toString(), SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', JOBS_ENABLED: 'false', CREDENTIALS_KEY: 'cd'.repeat(32) };
  log(`Frozen database, default time limits (DATABASE_REQUEST_TIMEOUT_MS 4000, DATABASE_STATEMENT_TIMEOUT_MS 10000, DATABASE_CONNECT_TIMEOUT_MS 2000, DATABASE_CIRCUIT_FAILURES 3):`);
  for (const healthAfterMs of [null, 250]) {
    const server = await spawnServer(main, env, PORT);
    try {
      for (let i = 0; i < 20; i++) await get('/v1/webhooks');
      log(healthAfterMs === null ? '  the requests alone open the circuit:' : `  a load balancer's GET /health ${healthAfterMs} ms after the freeze opens it:`);
      proxy.freeze(true);
      const wave = Promise.all(Array.from({ length: waveSize }, () => get('/v1/webhooks')));
      const health = healthAfterMs === null ? null : await pause(healthAfterMs).then(() => get('/health'));
      summarise(`first wave, ${waveSize} requests at once`, await wave);
      if (health) log(`    the /health: ${health.status} in ${health.ms.toFixed(0)} ms`);
      const later: Answer[] = [];
      for (let i = 0; i < requests; i++) later.push(await get('/v1/webhooks'));
      summarise(`later, ${requests} one at a time`, later);
      proxy.freeze(false);
      const thawed = performance.now();
      while ((await get('/v1/webhooks')).status !== 200) await pause(50);
      log(`    database back: requests answer 200 again after ${(performance.now() - thawed).toFixed(0)} ms, no restart`);
    } finally {
      proxy.freeze(false);
      await stopServer(server);
    }
  }
  await proxy.close();
}

function summarise(label: string, answers: readonly Answer[]): void {
  const ms = answers.map((answer) => answer.ms);
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const status = answer.status === 0 ? answer.message : `${answer.status}${answer.retryAfter ? ` retry-after ${answer.retryAfter}` : ''}`;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const statuses = [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
  const within5s = answers.filter((answer) => answer.ms < 5_000).length;
  log(`    ${label}: ${statuses}; p50 ${percentile(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; ${within5s}/${answers.length} within 5 s`);
}

async function sql(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
