import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import type { Client } from 'pg';
import { builtServers, createCompanyWithCli, pause } from '../testing/built-server';
import { ServerDatabase, serverDatabases } from '../testing/spawned-server.databases';

const BURST = 60;
const WITHIN_MS = 5_000;

type Answer = { status: number; data: Record<string, string> };

/**
 * Two server processes on one PostgreSQL (the embedded database belongs to one process): company B's burst of reports
 * must not stall company A's work, and every one of B's reports is still made, once.
 */
describe.each(serverDatabases('fairness').filter(([name]) => name === 'PostgreSQL'))('Background jobs are fair between companies (%s, two processes)', (_name, open) => {
  let target: ServerDatabase;
  let admin: Client;
  const servers = [builtServers(), builtServers()];

  beforeAll(async () => {
    target = await open();
    admin = (await target.client()) as Client;
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    for (const server of servers) await server.killAll();
    await admin.end();
    await target.dispose();
  }, CLOSE_BUDGET_MS);

  const env = (port: number) => ({
    ...process.env, ...target.env, CREDENTIALS_KEY: 'ab'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '0', WEBHOOKS_ENABLED: 'false', REFRESH_ENABLED: 'false', RETENTION_ENABLED: 'false', PORT: String(port),
  });
  const call = async (server: number, key: string, method: string, path: string, body?: object): Promise<Answer> => {
    const response = await fetch(`${servers[server].base}${path}`, { method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    return { status: response.status, data: ((await response.json()) as { data: Record<string, string> }).data };
  };
  /** Polls until the resource's status is `wanted`: the milliseconds since `since`. */
  const until = async (server: number, key: string, path: string, wanted: string, timeoutMs: number, since = Date.now()): Promise<number> => {
    for (; Date.now() - since < timeoutMs; await pause(25)) if ((await call(server, key, 'GET', path)).data.status === wanted) return Date.now() - since;
    throw new Error(`${path} was not ${wanted} within ${timeoutMs} ms`);
  };
  /** A new user of the company with a sandbox uber account, created and asked to validate, and when it was asked. */
  const validatedAccount = async (key: string, externalId: string) => {
    const userId = (await call(0, key, 'POST', '/v1/users', { external_id: externalId })).data.user_id;
    const accountId = (await call(0, key, 'POST', '/v1/accounts', { identifier: `${externalId}@example.com`, platform: 'uber', country: 'mx', user_id: userId })).data.account_id;
    const validatedAt = Date.now();
    expect((await call(1, key, 'POST', `/v1/accounts/${accountId}/validate`, { otp_code: '123456' })).status).toBe(200);
    return { userId, accountId, validatedAt };
  };

  it(`keeps A's report and A's new account within ${WITHIN_MS / 1000} s while B's ${BURST} reports are worked, and makes every one of B's once`, async () => {
    const [quiet, noisy] = [await createCompanyWithCli(env(servers[0].port), 'Quiet'), await createCompanyWithCli(env(servers[0].port), 'Noisy')];
    for (const server of servers) await server.start(env(server.port), '/health');
    const workers = ['b-0', 'b-1', 'b-2'];
    for (const worker of workers) await until(1, noisy, `/v1/accounts/${(await validatedAccount(noisy, worker)).accountId}`, 'success', 60_000);
    const a = await validatedAccount(quiet, 'a-0');
    await until(0, quiet, `/v1/accounts/${a.accountId}`, 'success', 60_000);

    const asked: Answer[] = [];
    for (let i = 0; i < BURST; i += 10) {
      asked.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => call((i + j) % 2, noisy, 'POST', '/v1/reports', { external_id: workers[(i + j) % 3] })))));
    }
    expect(asked.map((answer) => answer.status)).toEqual(Array(BURST).fill(202));
    const postedAt = Date.now();
    const report = await call(0, quiet, 'POST', '/v1/reports', { user_id: a.userId });
    const reportMs = until(0, quiet, `/v1/reports/${report.data.report_id}`, 'ready', 60_000, postedAt);
    const second = await validatedAccount(quiet, 'a-1');
    const syncMs = until(1, quiet, `/v1/accounts/${second.accountId}`, 'success', 60_000, second.validatedAt);
    const [reportTook, syncTook] = [await reportMs, await syncMs];
    const [{ left }] = (await admin.query(`SELECT count(*)::int AS left FROM jobs WHERE report_id = ANY ($1::uuid[])`, [asked.map((r) => r.data.report_id)])).rows;
    const within = (ms: number) => (ms < WITHIN_MS ? 'in time' : `${ms} ms`);
    expect({ report: within(reportTook), sync: within(syncTook), burstStillWorked: left > 0 }).toEqual({ report: 'in time', sync: 'in time', burstStillWorked: true });

    const ids = asked.map((answer) => answer.data.report_id);
    for (const deadline = Date.now() + 240_000; Date.now() < deadline; await pause(250)) {
      const [{ generating }] = (await admin.query(`SELECT count(*)::int AS generating FROM reports WHERE id = ANY ($1::uuid[]) AND status = 'generating'`, [ids])).rows;
      if (generating === 0) break;
    }
    const [made] = (await admin.query(
      `SELECT count(*) FILTER (WHERE status = 'ready')::int AS ready,
              (SELECT count(*)::int FROM jobs WHERE report_id = ANY ($1::uuid[])) AS jobs,
              (SELECT count(*)::int FROM webhook_events WHERE report_id = ANY ($1::uuid[])) AS events
         FROM reports WHERE id = ANY ($1::uuid[])`,
      [ids],
    )).rows;
    expect(made).toEqual({ ready: BURST, jobs: 0, events: BURST });
  }, 420_000);
});
