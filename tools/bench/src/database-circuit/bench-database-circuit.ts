import { CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import { BUILT_API_MAIN, freezingProxy } from '@gig/persistence/testing';
import { Client } from 'pg';
import { log, numberFlag, percentile } from '../bench-script';
import { ensureDatabase } from '../seed-bench-data';
import { spawnServer, stopServer } from '../spawn-server';

const PORT = 3121;

/**
 * How long a request takes while PostgreSQL has gone silent (a freezing TCP proxy between the server
 * and the database), with the service's default time limits: with the circuit breaker (default), and
 * without it (DATABASE_CIRCUIT_FAILURES at its maximum). Then how long the service takes to heal.
 * PostgreSQL only (BENCH_DATABASE_URL, a database it may wipe). Run:
 * `npx nx run-many -t build -p api bench && node dist/tools/bench/tools/bench/src/database-circuit/bench-database-circuit.js`
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_circuit';
  const requests = numberFlag('requests', 20);
  await ensureDatabase(url);
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const database = await openDatabase({ kind: 'postgres', url });
  const { privateKey } = await new CreateCompany(database.unitOfWork, systemClock).execute('Circuit bench', 'sandbox');
  await database.close();
  const target = new URL(url);
  const proxy = await freezingProxy(target.hostname, Number(target.port || 5432));
  target.host = `127.0.0.1:${proxy.port}`;
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'x-api-key': privateKey } });
    const body = (await res.json()) as { error?: { message: string } };
    return { status: res.status, ms: performance.now() - started, message: body.error?.message ?? '' };
  };
  const main = BUILT_API_MAIN;
  for (const [label, failures] of [['with the circuit breaker (DATABASE_CIRCUIT_FAILURES=3)', '3'], ['without it (DATABASE_CIRCUIT_FAILURES=1000; only the failed /health below opens it)', '1000']] as const) {
    const env = { DATABASE_URL: target.toString(), DATABASE_CIRCUIT_FAILURES: failures, SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', JOBS_ENABLED: 'false', CREDENTIALS_KEY: 'cd'.repeat(32) };
    const server = await spawnServer(main, env, PORT);
    try {
      log(`Frozen database, ${label}, default time limits, one request at a time:`);
      proxy.freeze(true);
      const first = [await get('/v1/webhooks'), await get('/v1/webhooks'), await get('/v1/webhooks')];
      log(`  first 3 requests: ${first.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(', ')}`);
      const count = failures === '3' ? requests : 2;
      const next: number[] = [];
      for (let i = 0; i < count; i++) next.push((await get('/v1/webhooks')).ms);
      log(`  next ${count}: p50 ${percentile(next, 50).toFixed(1)} ms, max ${Math.max(...next).toFixed(1)} ms`);
      const health = await get('/health');
      log(`  /health: ${health.status} in ${health.ms.toFixed(1)} ms: ${health.message}`);
      proxy.freeze(false);
      const thawed = performance.now();
      while ((await get('/v1/webhooks')).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      log(`  database back: requests answer 200 again after ${(performance.now() - thawed).toFixed(0)} ms, no restart`);
    } finally {
      proxy.freeze(false);
      await stopServer(server);
    }
  }
  await proxy.close();
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
