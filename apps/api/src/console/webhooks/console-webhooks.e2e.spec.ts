import type { WebhookSender } from '@gig/domain';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../console-client.e2e';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const URL_A = 'https://hooks.lender.example/gig';
const refusing: WebhookSender = { send: async () => ({ delivered: false, httpStatus: 500, error: 'HTTP 500' }) };

onEveryDatabase((name, postgresUrl) => {
  describe(`Console webhooks (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let admin: ConsoleClient;
    let viewer: ConsoleClient;
    let theirs: string;

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, webhookSender: refusing });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      const company = await h.createCompany();
      api = apiClient(h.app, company.private_key);
      const other = await h.createCompany('Other Lending');
      theirs = (await apiClient(h.app, other.private_key).post('/v1/webhooks', { url: URL_A, name: 'Theirs' })).body.data.webhook_id;
      admin = await signInMember(h.app, company.company_id, 'admin');
      viewer = await signInMember(h.app, company.company_id, 'viewer');
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('manages subscriptions in the public API’s shapes: create with the secret once, list, read, change, rotate, delete', async () => {
      const created = await admin.post('/console/api/webhooks', { url: URL_A, name: 'Loans' });
      expect(created.status).toBe(201);
      expect(created.body.data.private_key).toMatch(/^whsec_/);
      const id = created.body.data.webhook_id;
      const { private_key: _secret, ...webhook } = created.body.data;
      expect(webhook).toEqual((await api.get(`/v1/webhooks/${id}`)).body.data);
      expect((await viewer.get('/console/api/webhooks')).body.data).toEqual({ items: [webhook] });
      expect((await viewer.get(`/console/api/webhooks/${id}`)).body.data).toEqual(webhook);
      const changed = await admin.put(`/console/api/webhooks/${id}`, { events: ['login.success'], is_active: false });
      expect(changed.body.data).toEqual((await api.get(`/v1/webhooks/${id}`)).body.data);
      expect(changed.body.data).toMatchObject({ events: ['login.success'], is_active: false });
      const rotated = await admin.post(`/console/api/webhooks/${id}/rotate-secret`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.private_key).not.toBe(created.body.data.private_key);
      expect((await admin.delete(`/console/api/webhooks/${id}`)).body.data).toEqual({ webhook_id: id, deleted: true });
      expect((await api.get(`/v1/webhooks/${id}`)).status).toBe(404);
    });

    it('refuses what the public API refuses, with the same answer', async () => {
      const body = { url: 'ftp://hooks.lender.example', name: '' };
      const expected = await api.post('/v1/webhooks', body);
      const res = await admin.post('/console/api/webhooks', body);
      expect(res.status).toBe(expected.status);
      expect(res.body).toEqual(expected.body);
    });

    it('sends a test event, shows the delivery log as /v1 does, and resends a failed delivery from scratch', async () => {
      const id = (await admin.post('/console/api/webhooks', { url: URL_A, name: 'Loans' })).body.data.webhook_id;
      const test = await admin.post(`/console/api/webhooks/${id}/test`);
      expect(test.status).toBe(202);
      expect(test.body.data).toMatchObject({ webhook_action: 'webhook.test', webhook_id: id, deliveries: 1 });
      expect(await h.runWebhooks()).toBe(1);
      const log = await viewer.get(`/console/api/webhooks/${id}/deliveries`);
      expect(log.body.data).toEqual((await api.get(`/v1/webhooks/${id}/deliveries`)).body.data);
      const [delivery] = log.body.data.deliveries;
      expect(delivery).toMatchObject({ attempts: 1, last_http_status: 500 });
      const resent = await admin.post(`/console/api/webhooks/${id}/deliveries/${delivery.delivery_id}/resend`);
      expect(resent.body).toEqual({ success: true, error: null, data: { resent: true } });
      const [again] = (await api.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries;
      expect(again).toMatchObject({ delivery_id: delivery.delivery_id, status: 'pending', attempts: 0 });
    });

    it('refuses a viewer every write (403), lets it read', async () => {
      const id = (await api.post('/v1/webhooks', { url: URL_A, name: 'Loans' })).body.data.webhook_id;
      for (const call of [
        viewer.post('/console/api/webhooks', { url: URL_A, name: 'x' }),
        viewer.put(`/console/api/webhooks/${id}`, { name: 'x' }),
        viewer.delete(`/console/api/webhooks/${id}`),
        viewer.post(`/console/api/webhooks/${id}/rotate-secret`),
        viewer.post(`/console/api/webhooks/${id}/test`),
        viewer.post(`/console/api/webhooks/${id}/deliveries/${id}/resend`),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden_error');
      }
      expect((await viewer.get('/console/api/webhooks')).body.data.items).toHaveLength(1);
      expect((await api.get(`/v1/webhooks/${id}`)).body.data.name).toBe('Loans');
    });

    it('treats another company’s subscription as absent (404)', async () => {
      for (const call of [
        admin.get(`/console/api/webhooks/${theirs}`),
        admin.put(`/console/api/webhooks/${theirs}`, { name: 'mine' }),
        admin.delete(`/console/api/webhooks/${theirs}`),
        admin.post(`/console/api/webhooks/${theirs}/test`),
        admin.get(`/console/api/webhooks/${theirs}/deliveries`),
        admin.post(`/console/api/webhooks/${theirs}/deliveries/${theirs}/resend`),
      ]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found_error');
      }
      expect((await admin.get('/console/api/webhooks')).body.data.items).toEqual([]);
    });
  });
});
