import { TestClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { apiClient, ApiClient } from '../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../testing/api-harness';
import { WebhookReceiver } from '../testing/webhook-receiver';

onEveryDatabase((name, postgresUrl) => {
  describe(`Webhooks, delivered by the running dispatcher (${name})`, () => {
    let h: ApiHarness;
    let receiver: WebhookReceiver;
    let api: ApiClient;

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, clock: new TestClock(new Date()), env: { WEBHOOKS_ENABLED: 'true', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      h.clock.set(new Date().toISOString());
      receiver = await WebhookReceiver.start();
      api = apiClient(h.app, (await h.createCompany()).private_key);
    }, OPEN_BUDGET_MS);
    afterEach(() => receiver.close(), CLOSE_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    const subscribe = async (body: object = {}) => {
      const response = await api.post('/v1/webhooks', { url: receiver.url, name: 'Loans', ...body });
      expect(response.status).toBe(201);
      return response.body.data as { webhook_id: string; private_key: string };
    };

    async function connectAccount(externalId = 'worker-1'): Promise<string> {
      const userId = await api.createUser(externalId);
      const created = await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'ana@example.com' });
      const accountId = created.body.data.account_id as string;
      expect((await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' })).body.data.status).toBe('syncing');
      await h.runJobs();
      return accountId;
    }

    it('announces a connection, signed so that standardwebhooks verifies it: login.created, login.success, earnings.updated in order', async () => {
      const { private_key: secret, webhook_id: webhookId } = await subscribe();
      const accountId = await connectAccount();
      await receiver.waitFor(6);
      const actions = receiver.actions();
      expect(actions).toEqual(['user.created', 'account.created', 'login.created', 'login.success', 'account.connected', 'earnings.updated']);
      for (const delivery of receiver.received) {
        expect(WebhookReceiver.verify(delivery, secret)).toEqual(JSON.parse(delivery.body));
        expect(delivery.headers['content-type']).toBe('application/json');
        expect(delivery.headers['webhook-id']).toBe(delivery.data.event_id);
      }
      const success = receiver.received[3].data;
      expect(success).toEqual({
        webhook_id: webhookId, webhook_action: 'login.success', event_id: expect.any(String), occurred_at: expect.any(String),
        user_id: expect.any(String), external_id: 'worker-1', account_id: accountId, platform: 'uber', status: 'success', status_details: null, warning: null, report_id: null,
      });
      expect(() => WebhookReceiver.verify(receiver.received[0], `whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toThrow();
    });

    it('sends only the actions a subscription asks for, and nothing once it is turned off', async () => {
      await subscribe({ events: ['login.success', 'earnings.updated'] });
      await connectAccount();
      await receiver.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.actions()).toEqual(['login.success', 'earnings.updated']);
    });

    const log = async (webhookId: string) => (await api.get(`/v1/webhooks/${webhookId}/deliveries`)).body.data;
    /** The delivery log once `done` holds for its newest line (the dispatcher runs on its own). */
    async function logOnce(webhookId: string, done: (line: Record<string, unknown>) => boolean) {
      for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
        const found = await log(webhookId);
        if (found.deliveries[0] && done(found.deliveries[0])) return found;
      }
      throw new Error(`delivery log never got there: ${JSON.stringify(await log(webhookId))}`);
    }

    it('retries after a 500 and a time-out with the same webhook-id, and keeps the attempts in the delivery log', async () => {
      const { webhook_id: webhookId } = await subscribe({ events: ['user.created'] });
      receiver.answers.push(500, 'hang');
      await api.createUser('worker-retry');
      await logOnce(webhookId, (line) => line.attempts === 1);
      h.clock.advance(15_000);
      await logOnce(webhookId, (line) => line.attempts === 2);
      h.clock.advance(75_000);
      const done = await logOnce(webhookId, (line) => line.status === 'delivered');
      const [first, second, third] = await receiver.waitFor(3);
      expect(new Set([first, second, third].map((d) => d.headers['webhook-id'])).size).toBe(1);
      expect(done.deliveries).toEqual([expect.objectContaining({ webhook_action: 'user.created', status: 'delivered', attempts: 3, last_http_status: 204, last_error: null, next_attempt_at: null })]);
      expect(done.pagination).toEqual({ page: 1, items_per_page: 100, total_items: 1, total_pages: 1 });
    });

    it('records a failing attempt with its error and the next attempt time', async () => {
      const { webhook_id: webhookId } = await subscribe({ events: ['user.created'] });
      receiver.answers.push('hang');
      await api.createUser('worker-slow');
      const [delivery] = (await logOnce(webhookId, (line) => line.attempts === 1)).deliveries;
      expect(delivery).toMatchObject({ status: 'pending', last_http_status: null, last_error: expect.stringMatching(/timed out/) });
      const wait = Date.parse(delivery.next_attempt_at) - h.clock.now().getTime();
      expect(wait).toBeGreaterThanOrEqual(8_000);
      expect(wait).toBeLessThanOrEqual(12_000);
    });

    it('sends a test event, re-sends an account’s latest event, and signs with a rotated secret at once', async () => {
      const { webhook_id: webhookId, private_key: oldSecret } = await subscribe({ events: ['login.created'] });
      const test = await api.post(`/v1/webhooks/${webhookId}/test`);
      expect([test.status, test.body.data.webhook_action]).toEqual([202, 'webhook.test']);
      const [tested] = await receiver.waitFor(1);
      expect(tested.data).toMatchObject({ webhook_action: 'webhook.test', account_id: null, user_id: null });
      const rotated = await api.post(`/v1/webhooks/${webhookId}/rotate-secret`);
      expect(rotated.body.data.private_key).not.toBe(oldSecret);
      const userId = await api.createUser('worker-resend');
      const accountId = (await api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'ana@example.com' })).body.data.account_id;
      const [, original] = await receiver.waitFor(2);
      const resent = await api.post(`/v1/accounts/${accountId}/resend-webhook`);
      expect([resent.status, resent.body.data]).toEqual([202, expect.objectContaining({ webhook_action: 'login.created', account_id: accountId, deliveries: 1 })]);
      const [, , again] = await receiver.waitFor(3);
      expect(again.headers['webhook-id']).toBe(original.headers['webhook-id']);
      expect(() => WebhookReceiver.verify(again, rotated.body.data.private_key)).not.toThrow();
      expect(() => WebhookReceiver.verify(again, oldSecret)).toThrow();
    });
  });
});
