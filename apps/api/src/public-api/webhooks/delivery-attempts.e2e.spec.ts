import { onEveryDatabase } from '../../testing/api-harness';
import { dispatcherE2eSetup } from '../../testing/dispatcher-e2e-setup';

onEveryDatabase((name, postgresUrl) => {
  describe(`The delivery log's attempts, through the running dispatcher (${name})`, () => {
    const e2e = dispatcherE2eSetup(postgresUrl);

    const detail = async (webhookId: string, deliveryId: string) => e2e.api.get(`/v1/webhooks/${webhookId}/deliveries/${deliveryId}`);
    /** The delivery once `done` holds for it (the dispatcher runs on its own). */
    async function deliveryOnce(webhookId: string, done: (delivery: Record<string, unknown>) => boolean) {
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
        const [line] = (await e2e.api.get(`/v1/webhooks/${webhookId}/deliveries`)).body.data.deliveries;
        if (line && done(line)) return (await detail(webhookId, line.delivery_id)).body.data;
      }
      throw new Error('the delivery never got there');
    }

    it('shows the payload posted and each attempt: a 500 with its body cut at 2 KB (never within a character), then a 200', async () => {
      const { webhook_id: webhookId } = (await e2e.api.post('/v1/webhooks', { url: e2e.receiver.url, name: 'Loans', events: ['user.created'] })).body.data;
      const longBody = `{"error":"upstream unavailable","trace":"${'ü'.repeat(1500)}"}`;
      e2e.receiver.answers.push({ status: 500, body: longBody }, { status: 200, body: 'thanks' });
      await e2e.api.createUser('worker-attempts');
      await deliveryOnce(webhookId, (line) => line.attempts === 1);
      e2e.h.clock.advance(15_000);
      const delivery = await deliveryOnce(webhookId, (line) => line.status === 'delivered');
      const [posted] = await e2e.receiver.waitFor(2);
      expect(delivery.payload).toEqual(JSON.parse(posted.body));
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, last_http_status: 200 });
      const [first, second] = delivery.attempt_log;
      expect(delivery.attempt_log).toHaveLength(2);
      expect(first).toEqual({
        attempt: 1, attempted_at: expect.any(String), duration_ms: expect.any(Number), http_status: 500, failure: null,
        response_body: `{"error":"upstream unavailable","trace":"${'ü'.repeat(1003)}`, response_body_truncated: true,
      });
      expect(Buffer.byteLength(first.response_body)).toBe(2047);
      expect(second).toMatchObject({ attempt: 2, http_status: 200, failure: null, response_body: 'thanks', response_body_truncated: false });
      expect(Date.parse(second.attempted_at)).toBeGreaterThan(Date.parse(first.attempted_at));
    });

    it('names a time-out as such, and answers 404 for another subscription’s or an unknown delivery', async () => {
      const { webhook_id: webhookId } = (await e2e.api.post('/v1/webhooks', { url: e2e.receiver.url, name: 'Loans', events: ['user.created'] })).body.data;
      const { webhook_id: otherId } = (await e2e.api.post('/v1/webhooks', { url: e2e.receiver.url, name: 'Other', events: ['login.success'] })).body.data;
      e2e.receiver.answers.push('hang');
      await e2e.api.createUser('worker-timeout');
      const delivery = await deliveryOnce(webhookId, (line) => line.attempts === 1);
      expect(delivery.attempt_log).toEqual([expect.objectContaining({ attempt: 1, http_status: null, failure: 'timeout', response_body: null, response_body_truncated: false })]);
      expect(delivery.attempt_log[0].duration_ms).toBeGreaterThanOrEqual(250);
      for (const path of [`${otherId}/deliveries/${delivery.delivery_id}`, `${webhookId}/deliveries/999999`, `${webhookId}/deliveries/not-an-id`]) {
        const missing = await e2e.api.get(`/v1/webhooks/${path}`);
        expect([missing.status, missing.body.error?.code]).toEqual([404, 'not_found_error']);
      }
    });
  });
});
