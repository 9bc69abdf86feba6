import { CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { ensureDatabase } from '../seed-bench-data';
import { spawnServer, stopServer } from '../spawn-server';
import { measureNoisyNeighbour } from './noisy-neighbour';
import { measureOutboxCost } from './outbox-cost';
import { TimingReceiver } from './timing-receiver';
import { log, numberFlag, percentile } from '../bench-script';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

const BASE_PORT = numberFlag('port', 3110);
const RECEIVER_PORT = BASE_PORT;
const SERVER_PORTS = [BASE_PORT + 1, BASE_PORT + 2];
const median = (values: number[]) => percentile(values, 50);

/**
 * `npm run bench:webhooks`: event written → first delivery attempt (idle queue), sustained deliveries
 * per second with one and two server processes (alternating rounds, medians), and the cost writing
 * events adds to a request's transaction. PostgreSQL only (BENCH_DATABASE_URL, a database it may wipe).
 * `--noisy-neighbour` measures instead one company's latency while another's receivers hang (`noisy-neighbour.ts`).
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_webhooks';
  const latencyEvents = numberFlag('latency-events', 300);
  const backlog = numberFlag('backlog', 10_000);
  const rounds = numberFlag('rounds', 3);
  await ensureDatabase(url);
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const database = await openDatabase({ kind: 'postgres', url });
  const env = {
    DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', RATE_LIMIT_PER_MINUTE: '0', JOBS_ENABLED: 'false',
    CREDENTIALS_KEY: 'cd'.repeat(32), WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  };
  const main = BUILT_API_MAIN;
  if (process.argv.includes('--noisy-neighbour')) {
    await measureNoisyNeighbour({
      database, sql: (text) => sql(url, text), main, env, ports: [BASE_PORT, BASE_PORT + 3, ...SERVER_PORTS],
      events: numberFlag('latency-events', 200), backlog: numberFlag('backlog', 1_000), subscriptions: numberFlag('subscriptions', 10),
    });
    return database.close();
  }
  const created = await new CreateCompany(database.unitOfWork, systemClock).execute('Webhook bench', 'sandbox');
  const company = await database.repositories.companies.findById(created.companyId);
  const receiver = new TimingReceiver();
  const hookUrl = await receiver.start(RECEIVER_PORT);
  const servers: ChildProcess[] = [];
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${SERVER_PORTS[0]}${path}`, { ...init, headers: { 'x-api-key': created.privateKey, 'content-type': 'application/json' } }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
  try {
    servers.push(await spawnServer(main, env, SERVER_PORTS[0]));
    const webhookId = (await api('/v1/webhooks', { method: 'POST', body: JSON.stringify({ url: hookUrl, name: 'bench' }) })).data.webhook_id;

    log(`Latency: ${latencyEvents} test events, one at a time, one server …`);
    const latencies: number[] = [];
    for (let i = 0; i < latencyEvents; i++) {
      const { data } = await api(`/v1/webhooks/${webhookId}/test`, { method: 'POST' });
      await receiver.arrivalOf(data.event_id);
      const arrival = receiver.arrivals.get(data.event_id) as { at: number; occurredAt: number };
      latencies.push(arrival.at - arrival.occurredAt);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    log(`  event written → first attempt at the receiver: p50 ${median(latencies).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);

    const rates: Record<number, number[]> = { 1: [], 2: [] };
    for (let round = 1; round <= rounds; round++) {
      for (const processes of [1, 2]) {
        await sql(url, `UPDATE webhooks SET is_active = false`);
        await sql(url, backlogSql(company?.id as string, webhookId, backlog));
        while (servers.length < processes) servers.push(await spawnServer(main, env, SERVER_PORTS[servers.length]));
        while (servers.length > processes) await stopServer(servers.pop() as ChildProcess);
        receiver.reset();
        const started = performance.timeOrigin + performance.now();
        await sql(url, `UPDATE webhooks SET is_active = true; SELECT pg_notify('gig_webhooks_public', '')`);
        const last = await receiver.countReached(backlog);
        const perSecond = backlog / ((last - started) / 1000);
        rates[processes].push(perSecond);
        log(`  round ${round}, ${processes} process(es): ${backlog} deliveries in ${((last - started) / 1000).toFixed(2)} s = ${perSecond.toFixed(0)}/s`);
      }
    }
    log(`Sustained deliveries per second (median of ${rounds}): 1 process ${median(rates[1]).toFixed(0)}/s, 2 processes ${median(rates[2]).toFixed(0)}/s, ratio ${(median(rates[2]) / median(rates[1])).toFixed(2)}`);
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
    await receiver.close();
  }
  log('Cost on the request path: a login step’s transaction without and with its events (2,000 each) …');
  const cost = await measureOutboxCost(database, company as NonNullable<typeof company>, 2_000);
  log(`  median ${cost.withoutEventsMs.toFixed(3)} ms without, ${cost.withEventsMs.toFixed(3)} ms with two events: +${(cost.withEventsMs - cost.withoutEventsMs).toFixed(3)} ms`);
  await database.close();
}

/** `count` pending webhook.test events for the subscription, as if written while its receiver was away. */
function backlogSql(companyId: string, webhookId: string, count: number): string {
  return `WITH e AS (
      INSERT INTO webhook_events (id, company_id, action, occurred_at)
      SELECT gen_random_uuid(), '${companyId}', 'webhook.test', now() FROM generate_series(1, ${count})
      RETURNING id, seq)
    INSERT INTO webhook_deliveries (event_id, webhook_id, event_seq, status, next_attempt_at, created_at, updated_at)
    SELECT id, '${webhookId}', seq, 'pending', now(), now(), now() FROM e`;
}

/** Runs SQL (several statements allowed); the rows of the last one. */
async function sql(url: string, text: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const result: unknown = await client.query(text).finally(() => client.end());
  const last = (Array.isArray(result) ? result[result.length - 1] : result) as { rows: unknown[] };
  return last.rows;
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
