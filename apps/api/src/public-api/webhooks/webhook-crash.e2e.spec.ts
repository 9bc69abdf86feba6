import { ChildProcess, execFile, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { spawnedServerDatabases, SpawnedServerDatabase } from '../../testing/spawned-server.databases';
import { WebhookReceiver } from '../../testing/webhook-receiver';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

/** The built server and admin CLI (the api's test target builds them first). */
const DIST = resolve(__dirname, '../../../../../dist/apps/api/src');
const EVENTS = 100;

describe.each(spawnedServerDatabases('gig-crash-'))('Webhooks survive a killed server (%s)', (_name, open) => {
  let target: SpawnedServerDatabase;
  let receiver: WebhookReceiver;
  const servers: ChildProcess[] = [];
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    target = await open();
    receiver = await WebhookReceiver.start();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await receiver.close();
    await target.dispose();
  }, CLOSE_BUDGET_MS);

  const env = () => ({
    ...process.env, ...target.env, CREDENTIALS_KEY: 'ab'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '0', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_TIMEOUT_MS: '1500', WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1', WEBHOOK_POLL_MS: '200', PORT: String(port),
  });

  async function startServer(): Promise<ChildProcess> {
    const server = spawn(process.execPath, [join(DIST, 'main.js')], { env: env(), stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    servers.push(server);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: ${errors}`);
      if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) return server;
    }
    throw new Error('the server did not start within 60 s');
  }

  const call = async (key: string, method: string, path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    return (await response.json()) as { data: Record<string, string> };
  };

  it(`delivers every one of ${EVENTS} pending events at least once after a SIGKILL and a restart, inventing none`, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(DIST, 'composition/admin/admin.cli.js'), 'company', 'create', '--name', 'Crash Lender'], { env: env() });
    const key = (JSON.parse(stdout) as { private_key: string }).private_key;
    const first = await startServer();
    receiver.defaultAnswer = 'hang';
    await call(key, 'POST', '/v1/webhooks', { url: receiver.url, name: 'crash', events: ['user.created'] });
    const userIds = new Set<string>();
    for (let i = 0; i < EVENTS; i += 10) {
      const created = await Promise.all(Array.from({ length: 10 }, (_, j) => call(key, 'POST', '/v1/users', { external_id: `crash-${i + j}` })));
      for (const { data } of created) userIds.add(data.user_id);
    }
    await receiver.waitFor(1, 10_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    receiver.defaultAnswer = 204;

    const second = await startServer();
    const delivered = new Set<string>();
    for (const deadline = Date.now() + 60_000; delivered.size < EVENTS && Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      for (const delivery of receiver.received) if (delivery.answer === 204) delivered.add(delivery.data.user_id as string);
    }
    second.kill('SIGTERM');
    expect(userIds.size).toBe(EVENTS);
    expect([...delivered].sort()).toEqual([...userIds].sort());
    expect(receiver.received.every((d) => d.data.webhook_action === 'user.created' && userIds.has(d.data.user_id as string))).toBe(true);
    const eventIds = new Set(receiver.received.map((d) => d.headers['webhook-id']));
    expect(eventIds.size).toBe(EVENTS);
  }, 180_000);
});
