import { accountStatus } from '@gig/domain';
import { onEveryDatabase } from '../../testing/api-harness';
import { dispatcherE2eSetup } from '../../testing/dispatcher-e2e-setup';
import { WebhookReceiver } from '../../testing/webhook-receiver';

onEveryDatabase((name, postgresUrl) => {
  describe(`Webhooks, delivered by the running dispatcher (${name})`, () => {
    const e2e = dispatcherE2eSetup(postgresUrl);

    const subscribe = async (body: object = {}) => {
      const response = await e2e.api.post('/v1/webhooks', { url: e2e.receiver.url, name: 'Loans', ...body });
      expect(response.status).toBe(201);
      return response.body.data as { webhook_id: string; private_key: string };
    };

    async function connectAccount(externalId = 'worker-1'): Promise<string> {
      const userId = await e2e.api.createUser(externalId);
      const created = await e2e.api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'ana@example.com' });
      const accountId = created.body.data.account_id as string;
      expect((await e2e.api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' })).body.data.status).toBe(accountStatus.syncing);
      await e2e.h.runJobs();
      return accountId;
    }

    it('announces a connection, signed so that standardwebhooks verifies it: login.created, login.success, earnings.updated in order', async () => {
      const { private_key: secret, webhook_id: webhookId } = await subscribe();
      const accountId = await connectAccount();
      await e2e.receiver.waitFor(6);
      const actions = e2e.receiver.actions();
      expect(actions).toEqual(['user.created', 'account.created', 'login.created', 'login.success', 'account.connected', 'earnings.updated']);
      for (const delivery of e2e.receiver.received) {
        expect(WebhookReceiver.verify(delivery, secret)).toEqual(JSON.parse(delivery.body));
        expect(delivery.headers['content-type']).toBe('application/json');
        expect(delivery.headers['webhook-id']).toBe(delivery.data.event_id);
      }
      const success = e2e.receiver.received[3].data;
      expect(success).toEqual({
        webhook_id: webhookId, webhook_action: 'login.success', event_id: expect.any(String), occurred_at: expect.any(String),
        user_id: expect.any(String), external_id: 'worker-1', account_id: accountId, platform: 'uber', status: 'success', status_details: null, warning: null, report_id: null, document_id: null, risk_level: null, by: null, request_id: null, type: null, due_on: null,
      });
      expect(() => WebhookReceiver.verify(e2e.receiver.received[0], `whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toThrow();
    });

    it('sends only the actions a subscription asks for, and nothing once it is turned off', async () => {
      await subscribe({ events: ['login.success', 'earnings.updated'] });
      await connectAccount();
      await e2e.receiver.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(e2e.receiver.actions()).toEqual(['login.success', 'earnings.updated']);
    });

    const log = async (webhookId: string) => (await e2e.api.get(`/v1/webhooks/${webhookId}/deliveries`)).body.data;
    /** The delivery log once `done` holds for its newest line (the dispatcher runs on its own). */
    async function logOnce(webhookId: string, done: (line: Record<string, unknown>) => boolean) {
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
        const found = await log(webhookId);
        if (found.deliveries[0] && done(found.deliveries[0])) return found;
      }
      throw new Error(`delivery log never got there: ${JSON.stringify(await log(webhookId))}`);
    }

    it('retries after a 500 and a time-out with the same webhook-id, and keeps the attempts in the delivery log', async () => {
      const { webhook_id: webhookId } = await subscribe({ events: ['user.created'] });
      e2e.receiver.answers.push(500, 'hang');
      await e2e.api.createUser('worker-retry');
      await logOnce(webhookId, (line) => line.attempts === 1);
      e2e.h.clock.advance(15_000);
      await logOnce(webhookId, (line) => line.attempts === 2);
      e2e.h.clock.advance(75_000);
      const done = await logOnce(webhookId, (line) => line.status === 'delivered');
      const [first, second, third] = await e2e.receiver.waitFor(3);
      expect(new Set([first, second, third].map((d) => d.headers['webhook-id'])).size).toBe(1);
      expect(done.deliveries).toEqual([expect.objectContaining({ webhook_action: 'user.created', status: 'delivered', attempts: 3, last_http_status: 204, last_error: null, next_attempt_at: null })]);
      expect(done.pagination).toEqual({ page: 1, items_per_page: 100, total_items: 1, total_pages: 1 });
    });

    it('records a failing attempt with its error and the next attempt time', async () => {
      const { webhook_id: webhookId } = await subscribe({ events: ['user.created'] });
      e2e.receiver.answers.push('hang');
      await e2e.api.createUser('worker-slow');
      const [delivery] = (await logOnce(webhookId, (line) => line.attempts === 1)).deliveries;
      expect(delivery).toMatchObject({ status: 'pending', last_http_status: null, last_error: expect.stringMatching(/timed out/) });
      const wait = Date.parse(delivery.next_attempt_at) - e2e.h.clock.now().getTime();
      expect(wait).toBeGreaterThanOrEqual(8_000);
      expect(wait).toBeLessThanOrEqual(12_000);
    });

    it('sends a test event, re-sends an account’s latest event, and signs with a rotated secret at once', async () => {
      const { webhook_id: webhookId, private_key: oldSecret } = await subscribe({ events: ['login.created'] });
      const test = await e2e.api.post(`/v1/webhooks/${webhookId}/test`);
      expect([test.status, test.body.data.webhook_action]).toEqual([202, 'webhook.test']);
      const [tested] = await e2e.receiver.waitFor(1);
      expect(tested.data).toMatchObject({ webhook_action: 'webhook.test', account_id: null, user_id: null });
      const rotated = await e2e.api.post(`/v1/webhooks/${webhookId}/rotate-secret`);
      expect(rotated.body.data.private_key).not.toBe(oldSecret);
      const userId = await e2e.api.createUser('worker-resend');
      const accountId = (await e2e.api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'ana@example.com' })).body.data.account_id;
      const [, original] = await e2e.receiver.waitFor(2);
      const resent = await e2e.api.post(`/v1/accounts/${accountId}/resend-webhook`);
      expect([resent.status, resent.body.data]).toEqual([202, expect.objectContaining({ webhook_action: 'login.created', account_id: accountId, deliveries: 1 })]);
      const [, , again] = await e2e.receiver.waitFor(3);
      expect(again.headers['webhook-id']).toBe(original.headers['webhook-id']);
      expect(() => WebhookReceiver.verify(again, rotated.body.data.private_key)).not.toThrow();
      expect(() => WebhookReceiver.verify(again, oldSecret)).toThrow();
    });
  });
});
