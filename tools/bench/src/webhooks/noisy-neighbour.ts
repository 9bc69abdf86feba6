import { CreateCompany, systemClock } from '@gig/domain';
import type { Database } from '@gig/persistence';
import type { ChildProcess } from 'node:child_process';
import { log, percentile } from '../bench-script';
import { spawnServer, stopServer } from '../spawn-server';
import { HangingReceiver } from './hanging-receiver';
import { TimingReceiver } from './timing-receiver';

export interface NoisyNeighbourOptions {
  readonly database: Database;
  /** Runs SQL on the bench database. */
  readonly sql: (text: string) => Promise<unknown[]>;
  readonly main: string;
  readonly env: Record<string, string>;
  /** A's receiver, B's hanging receiver, then one per server process. */
  readonly ports: readonly number[];
  readonly events: number;
  readonly backlog: number;
  readonly subscriptions: number;
}

/**
 * `--noisy-neighbour`: company B points `subscriptions` webhooks at a receiver that never answers and has
 * `backlog` deliveries pending; meanwhile company A sends `events` test events one at a time, with two
 * server processes. A's latency (event written → arrival) is what B's backlog costs A.
 */
export async function measureNoisyNeighbour(options: NoisyNeighbourOptions): Promise<void> {
  const { database, sql, ports, subscriptions, backlog } = options;
  const quiet = await new CreateCompany(database.unitOfWork, systemClock).execute('Quiet lender', 'sandbox');
  const noisy = await new CreateCompany(database.unitOfWork, systemClock).execute('Noisy lender', 'sandbox');
  const receiver = new TimingReceiver();
  const hanging = new HangingReceiver();
  const quietUrl = await receiver.start(ports[0]);
  const hangingUrl = await hanging.start(ports[1]);
  const servers: ChildProcess[] = [];
  const api = (key: string, path: string, body?: object) =>
    fetch(`http://127.0.0.1:${ports[2]}${path}`, { method: 'POST', body: body && JSON.stringify(body), headers: { 'x-api-key': key, 'content-type': 'application/json' } })
      .then((r) => r.json() as Promise<{ data: Record<string, string> }>);
  try {
    for (const port of ports.slice(2, 4)) servers.push(await spawnServer(options.main, options.env, port));
    const quietHook = (await api(quiet.privateKey, '/v1/webhooks', { url: quietUrl, name: 'quiet' })).data.webhook_id;
    for (let i = 0; i < subscriptions; i++) {
      const created = await api(noisy.privateKey, '/v1/webhooks', { url: `${hangingUrl}/hook-${i}`, name: `hanging ${i}` });
      if (!created.data?.webhook_id) throw new Error(`B's subscription was refused: ${JSON.stringify(created)}`);
    }
    await sql(backlogSql(noisy.companyId, Math.ceil(backlog / subscriptions)));
    for (const deadline = Date.now() + 30_000; hanging.requests === 0; await new Promise((resolve) => setTimeout(resolve, 50))) {
      if (Date.now() > deadline) throw new Error('no attempt of B reached its receiver within 30 s');
    }
    log(`Noisy neighbour: B has ${subscriptions} subscriptions whose receiver never answers and ${backlog} pending deliveries; two processes; A sends ${options.events} test events one at a time …`);
    const latencies: number[] = [];
    for (let i = 0; i < options.events; i++) {
      const { data } = await api(quiet.privateKey, `/v1/webhooks/${quietHook}/test`);
      await receiver.arrivalOf(data.event_id, 600_000);
      const arrival = receiver.arrivals.get(data.event_id) as { at: number; occurredAt: number };
      latencies.push(arrival.at - arrival.occurredAt);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [left] = (await sql(`SELECT count(*)::int AS pending FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.company_id = '${noisy.companyId}' WHERE d.status = 'pending' AND d.attempts = 0`)) as { pending: number }[];
    log(`  A: event written → arrival at A's receiver: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
    log(`  B: ${hanging.requests} attempts reached the hanging receiver, at most ${hanging.maxOpen} held open at once; ${left.pending} of B's deliveries not yet attempted`);
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
    await receiver.close();
    await hanging.close();
  }
}

/** `events` pending `webhook.test` events of the company, each due now for every one of its subscriptions. */
function backlogSql(companyId: string, events: number): string {
  return `WITH e AS (
      INSERT INTO webhook_events (id, company_id, action, occurred_at)
      SELECT gen_random_uuid(), '${companyId}', 'webhook.test', now() FROM generate_series(1, ${events})
      RETURNING id, seq)
    INSERT INTO webhook_deliveries (event_id, webhook_id, event_seq, status, next_attempt_at, created_at, updated_at)
    SELECT e.id, w.id, e.seq, 'pending', now(), now(), now() FROM e CROSS JOIN webhooks w WHERE w.company_id = '${companyId}';
    SELECT pg_notify('gig_webhooks_' || current_schema(), '')`;
}
