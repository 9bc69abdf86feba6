import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { Client } from 'pg';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { builtServers, createCompanyWithCli, exited, pause } from '../../testing/built-server';
import { ServerDatabase, serverDatabases } from '../../testing/spawned-server.databases';
import { WebhookReceiver } from '../../testing/webhook-receiver';

const DELAY_MS = 1_000;
const GRACE_MS = 1_500;

describe.each(serverDatabases('shutdown'))('A graceful shutdown on SIGTERM (%s)', (name, open) => {
  let target: ServerDatabase;
  let key: string;
  const servers = builtServers();
  const { start, killAll } = servers;
  const env = (more: Record<string, string> = {}) => ({
    ...process.env, ...target.env, CREDENTIALS_KEY: 'cd'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '0', PORT: String(servers.port), SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_GRACE_MS: String(GRACE_MS), ...more,
  });

  beforeAll(async () => {
    target = await open();
    key = await createCompanyWithCli(env(), 'Shutdown Lender');
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await killAll();
    await target.dispose();
  }, CLOSE_BUDGET_MS);

  const startServer = (more: Record<string, string> = {}) => start(env(more));

  const started = new Map<string, Promise<ChildProcess>>();
  /**
   * A server two tests share, started by whichever runs first: the earlier test only reads it and the later one shuts it
   * down (each also passes alone). A spawn costs seconds on a loaded machine.
   */
  const sharedServer = (name: string, more: Record<string, string>) => {
    if (!started.has(name)) started.set(name, startServer(more));
    return started.get(name) as Promise<ChildProcess>;
  };
  /** Read by the metrics test, shut down by the drain test. */
  const withMetrics = () => sharedServer('metrics', { METRICS_PORT: String(servers.metricsPort), METRICS_HOST: '127.0.0.1' });
  /** Takes the job over in the job test, shut down by the webhook test. */
  const takingOver = () => sharedServer('taking over', { REFRESH_ENABLED: 'false', JOB_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_TIMEOUT_MS: '20000' });

  /** `/health/ready`'s status and error code once it is no longer 200, asked every 20 ms until `deadline`. */
  async function readyAnswerOnceUnready(deadline: number): Promise<[number, string | undefined]> {
    for (;;) {
      const ready = await fetch(`${servers.base}/health/ready`);
      const body = (await ready.json()) as { error: { code: string } | null };
      if (ready.status !== 200 || Date.now() > deadline) return [ready.status, body.error?.code];
      await pause(20);
    }
  }

  /** A request whose body arrives in two parts: in flight from its headers until `finish()`. */
  function slowRequest() {
    const body = JSON.stringify({ external_id: `slow-${randomBytes(3).toString('hex')}` });
    const socket = connect(servers.port, '127.0.0.1');
    let answer = '';
    const answered = new Promise<string>((resolve, reject) => {
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const head = `POST /v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const started = new Promise<void>((resolve) => socket.once('connect', () => socket.write(head + body.slice(0, 5), () => resolve())));
    return { started, finish: () => socket.write(body.slice(5)), answered };
  }

  it('serves the metrics on METRICS_PORT only', async () => {
    await withMetrics();
    await fetch(`${servers.base}/health/live`);
    const scraped = await fetch(`http://127.0.0.1:${servers.metricsPort}/metrics`);
    const text = await scraped.text();
    expect([scraped.status, scraped.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/plain; version=0\.0\.4/)]);
    expect(text).toMatch(/^gig_http_requests_total\{route="\/health\/live",method="GET",status="200"\} 1$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect((await fetch(`${servers.base}/metrics`)).status).toBe(404);
  }, 120_000);

  it(`finishes a request in flight, answers 503 on /health/ready for SHUTDOWN_DELAY_MS, then refuses connections, and exits 0`, async () => {
    const server = await withMetrics();
    const slow = slowRequest();
    await slow.started;
    await pause(100);
    const signalled = Date.now();
    server.kill('SIGTERM');
    // On a loaded machine the server may take a while to see the signal: the delay runs from when it turns unready.
    const notReady = await readyAnswerOnceUnready(signalled + DELAY_MS);
    const unreadyAt = Date.now();
    expect(notReady).toEqual([503, 'service_unavailable']);
    expect((await fetch(`${servers.base}/health/live`)).status).toBe(200);
    await pause(DELAY_MS + 300 - (Date.now() - unreadyAt));
    const refused = await fetch(`${servers.base}/health/live`).then(() => 'answered', (error: Error & { cause?: { code?: string } }) => error.cause?.code);
    expect(refused).toBe('ECONNREFUSED');
    expect(server.exitCode).toBeNull();
    slow.finish();
    const answer = await slow.answered;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toMatch(/^connection: close\r$/im);
    expect(await exited(server)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(DELAY_MS + GRACE_MS + 2_500);
  }, 120_000);

  // PostgreSQL only: the embedded database belongs to one process, so no second one could take the job.
  if (name === 'PostgreSQL') it('hands a job it still runs at the end of the grace back to the queue, due now, so another process takes it at once', async () => {
    const admin = (await target.client()) as Client;
    const quiet = { REFRESH_ENABLED: 'false', WEBHOOKS_ENABLED: 'false', JOB_POLL_MS: '100' };
    const first = await startServer(quiet);
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const user = (await (await fetch(`${servers.base}/v1/users`, { method: 'POST', headers, body: '{}' })).json()) as { data: { user_id: string } };
    const account = (await (await fetch(`${servers.base}/v1/accounts`, {
      method: 'POST', headers, body: JSON.stringify({ identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: user.data.user_id }),
    })).json()) as { data: { account_id: string } };
    const [{ id: jobId }] = (await admin.query(`INSERT INTO jobs (kind, account_id, company_id, priority, run_at)
       SELECT 'retrieve_account_data', id, company_id, 0, now() + interval '1 second' FROM accounts WHERE id = $1 RETURNING id`, [account.data.account_id])).rows;
    // The job's first read waits behind this lock: the worker holds a job that cannot end by itself.
    const blocker = (await target.client()) as Client;
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE');
    try {
      const state = async () => (await admin.query(`SELECT status, locked_by, attempts, run_at <= now() AS due FROM jobs WHERE id = $1`, [jobId])).rows[0];
      for (const deadline = Date.now() + 15_000; (await state()).status !== 'running' && Date.now() < deadline; await pause(100));
      expect(await state()).toMatchObject({ status: 'running', attempts: 1 });
      const signalled = Date.now();
      first.kill('SIGTERM');
      expect(await exited(first)).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(DELAY_MS + GRACE_MS + 4_000);
      expect(await state()).toMatchObject({ status: 'queued', locked_by: null, attempts: 1, due: true });
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const leaseMs = 45_000;
    await takingOver();
    const taken = Date.now();
    let row: { attempts: number; status: string } | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await pause(100)) {
      row = (await admin.query(`SELECT status, attempts FROM jobs WHERE id = $1`, [jobId])).rows[0];
      if (!row || row.attempts > 1) break;
    }
    expect(row === undefined || row.attempts === 2).toBe(true);
    expect(Date.now() - taken).toBeLessThan(leaseMs / 3);
    await admin.end();
  }, 120_000);

  if (name === 'PostgreSQL') it('hands a webhook attempt still unanswered at the end of the grace back as due now, not held for its lease', async () => {
    const admin = (await target.client()) as Client;
    const receiver = await WebhookReceiver.start();
    receiver.defaultAnswer = 'hang';
    try {
      const server = await takingOver();
      const headers = { 'x-api-key': key, 'content-type': 'application/json' };
      await fetch(`${servers.base}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: receiver.url, name: 'hangs', events: ['user.created'] }) });
      await fetch(`${servers.base}/v1/users`, { method: 'POST', headers, body: JSON.stringify({ external_id: 'webhook-shutdown' }) });
      await receiver.waitFor(1, 10_000);
      const signalled = Date.now();
      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(DELAY_MS + GRACE_MS + 4_000);
      const { rows } = await admin.query(`SELECT status, attempts, locked_by, next_attempt_at <= now() AS due, last_error FROM webhook_deliveries`);
      expect(rows).toEqual([{ status: 'pending', attempts: 1, locked_by: null, due: true, last_error: 'no answer before the dispatcher shut down' }]);
    } finally {
      await receiver.close();
      await admin.end();
    }
  }, 120_000);
});
