import { openPooledTestDatabase, PgBouncer, startPgBouncer, TestDatabase } from '@gig/persistence/testing';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS, TestClock } from '@gig/testing';
import { randomUUID } from 'node:crypto';
import { loadAppConfig } from '../platform/config/app-config';
import { apiClient, ApiClient } from '../testing/api-client';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { WebhookReceiver } from '../testing/webhook-receiver';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';

const DAY = 24 * 3_600_000;

describe('The configuration for a pooler in front of PostgreSQL', () => {
  it('reads the pooled URL, the direct one for LISTEN and the pool mode; LISTEN defaults to DATABASE_URL', () => {
    const env = { DATABASE_URL: 'postgres://gig@pgbouncer:6432/gig', DATABASE_LISTEN_URL: 'postgres://gig@db:5432/gig', DATABASE_POOL_MODE: 'transaction' };
    expect(loadAppConfig(env, PLATFORM_FAMILIES).database).toMatchObject({ kind: 'postgres', url: env.DATABASE_URL, listenUrl: env.DATABASE_LISTEN_URL, poolMode: 'transaction' });
    expect(loadAppConfig({ DATABASE_URL: env.DATABASE_URL }, PLATFORM_FAMILIES).database).toMatchObject({ listenUrl: undefined, poolMode: undefined });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * The service through a real PgBouncer in transaction pooling with 3 server connections for 4 + 2
 * client ones, LISTEN on a direct connection. Runs wherever PostgreSQL does; a missing pgbouncer fails it (CI installs it).
 */
if (postgresUrl) describe('The service through PgBouncer in transaction pooling', () => {
  let bouncer: PgBouncer;
  let database: TestDatabase;
  let h: ApiHarness;
  let receiver: WebhookReceiver;
  let api: ApiClient;
  let companyId: string;
  const databaseName = () => new URL((database.dataSource.options as { url: string }).url).pathname.slice(1);

  beforeAll(async () => {
    bouncer = await startPgBouncer(postgresUrl, { poolSize: 3 });
    database = await openPooledTestDatabase(postgresUrl, bouncer);
    // Polling once a minute: a delivery within seconds proves the NOTIFY reached the LISTEN on the direct connection.
    const env = { WEBHOOKS_ENABLED: 'true', WEBHOOK_POLL_MS: '60000', WEBHOOK_TIMEOUT_MS: '1000', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', RATE_LIMIT_PER_MINUTE: '1000' };
    h = await openApiHarness({ database, clock: new TestClock(new Date()), env });
    receiver = await WebhookReceiver.start();
  }, OPEN_BUDGET_MS);
  beforeEach(async () => {
    receiver.received.length = 0;
    const company = await h.createCompany();
    companyId = company.company_id;
    api = apiClient(h.app, company.private_key);
  }, RESET_BUDGET_MS);
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
    await database?.close();
    await bouncer?.stop();
  }, CLOSE_BUDGET_MS);

  async function connected(externalId: string): Promise<string> {
    const userId = await api.createUser(externalId);
    const created = await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: `${externalId}@example.com` });
    const accountId = created.body.data.account_id as string;
    if (created.body.data.next_step) await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
    await h.runJobs();
    expect((await api.get(`/v1/accounts/${accountId}`)).body.data.status).toBe('success');
    return accountId;
  }

  it('connects a sandbox account, retrieves its data in a job and answers the aggregated read, all on pooled connections', async () => {
    const before = await bouncer.stats(databaseName());
    await connected('pooled-ana');
    const aggregated = await api.post('/v1/users/earnings/aggregated', { external_id: 'pooled-ana', start_date: '2025-03-01', end_date: '2025-03-10' }).expect(200);
    expect(aggregated.body.success).toBe(true);
    const after = await bouncer.stats(databaseName());
    expect(after.transactions - before.transactions).toBeGreaterThan(10);
    expect(after.serverConnections).toBeLessThanOrEqual(3);
  });

  it('delivers webhook events, woken by NOTIFY on the direct connection', async () => {
    const subscribed = await api.post('/v1/webhooks', { url: receiver.url, name: 'pooled', events: ['login.success', 'earnings.updated'] }).expect(201);
    await connected('pooled-webhooks');
    const delivered = await receiver.waitFor(2, 10_000);
    expect(delivered.map((delivery) => delivery.data.webhook_action)).toEqual(['login.success', 'earnings.updated']);
    expect(WebhookReceiver.verify(delivered[0], subscribed.body.data.private_key)).toEqual(JSON.parse(delivered[0].body));
  });

  it('refreshes an account on request and when the scheduler finds it due', async () => {
    const accountId = await connected('pooled-refresh');
    h.clock.advance(13 * 3_600_000);
    await api.post(`/v1/accounts/${accountId}/refresh`).expect(202);
    await h.runJobs();
    expect((await api.get(`/v1/accounts/${accountId}`)).body.data).toMatchObject({ status: 'success', last_refreshed_at: h.clock.now().toISOString() });
    h.clock.advance(1.2 * DAY);
    // The accounts of the earlier tests are due as well.
    expect(await h.scheduleRefreshes()).toBeGreaterThanOrEqual(1);
    await h.runJobs();
    expect((await api.get(`/v1/accounts/${accountId}`)).body.data).toMatchObject({ status: 'success', last_refreshed_at: h.clock.now().toISOString() });
  });

  it('counts rate limits and replays idempotent answers through the pooler', async () => {
    await h.database.repositories.companies.setPermissions(companyId, { rateLimitPerMinute: 3 });
    // A store failure lets the request through: named statements, prepared on one server connection, once let some by.
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await api.get('/v1/platforms')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    await h.database.repositories.companies.setPermissions(companyId, { rateLimitPerMinute: null });
    const idempotencyKey = randomUUID();
    const send = () => api.post('/v1/users', {}).set('Idempotency-Key', idempotencyKey);
    const [first, retry] = [await send(), await send()];
    expect([first.status, retry.status, retry.text, retry.headers['idempotent-replayed']]).toEqual([201, 201, first.text, 'true']);
  });
});
