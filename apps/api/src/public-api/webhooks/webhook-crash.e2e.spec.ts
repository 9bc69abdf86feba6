import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { builtServers, createCompanyWithCli } from '../../testing/built-server';
import { ServerDatabase, serverDatabases } from '../../testing/spawned-server.databases';
import { WebhookReceiver } from '../../testing/webhook-receiver';

const EVENTS = 100;

describe.each(serverDatabases('crash'))('Webhooks survive a killed server (%s)', (_name, open) => {
  let target: ServerDatabase;
  let receiver: WebhookReceiver;
  const servers = builtServers();
  const { start, killAll } = servers;

  beforeAll(async () => {
    target = await open();
    receiver = await WebhookReceiver.start();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await killAll();
    await receiver.close();
    await target.dispose();
  }, CLOSE_BUDGET_MS);

  const env = () => ({
    ...process.env, ...target.env, CREDENTIALS_KEY: 'ab'.repeat(32), SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '0', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_TIMEOUT_MS: '1500', WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1', WEBHOOK_POLL_MS: '200', PORT: String(servers.port),
  });

  const startServer = () => start(env(), '/health');

  const call = async (key: string, method: string, path: string, body?: object) => {
    const response = await fetch(`${servers.base}${path}`, { method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    return (await response.json()) as { data: Record<string, string> };
  };

  it(`delivers every one of ${EVENTS} pending events at least once after a SIGKILL and a restart, inventing none`, async () => {
    const key = await createCompanyWithCli(env(), 'Crash Lender');
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
