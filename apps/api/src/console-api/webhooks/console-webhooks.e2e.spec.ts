import type { WebhookSender } from '@gig/domain';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const URL_A = 'https://hooks.lender.example/gig';
const refusing: WebhookSender = { send: async () => ({ delivered: false, httpStatus: 500, error: 'HTTP 500' }) };
const ROLE_REFUSED = { code: 'forbidden_error', message: 'Your console role may not do this: ask an admin of your company.' };

onEveryDatabase((name, postgresUrl) => {
  describe(`Console webhooks through /v1 (${name})`, () => {
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

    it('manages subscriptions through /v1 as a member, answered as a key is: create with the secret once, list, read, change, rotate, delete', async () => {
      const created = await admin.post('/console/v1/webhooks', { url: URL_A, name: 'Loans' });
      expect(created.status).toBe(201);
      expect(created.body.data.private_key).toMatch(/^whsec_/);
      const id = created.body.data.webhook_id;
      const { private_key: _secret, ...webhook } = created.body.data;
      expect(webhook).toEqual((await api.get(`/v1/webhooks/${id}`)).body.data);
      expect((await viewer.get('/console/v1/webhooks')).body).toEqual((await api.get('/v1/webhooks')).body);
      expect((await viewer.get(`/console/v1/webhooks/${id}`)).body.data).toEqual(webhook);
      const changed = await admin.put(`/console/v1/webhooks/${id}`, { events: ['login.success'], is_active: false });
      expect(changed.body.data).toEqual((await api.get(`/v1/webhooks/${id}`)).body.data);
      expect(changed.body.data).toMatchObject({ events: ['login.success'], is_active: false });
      const rotated = await admin.post(`/console/v1/webhooks/${id}/rotate-secret`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.private_key).not.toBe(created.body.data.private_key);
      expect((await admin.delete(`/console/v1/webhooks/${id}`)).body.data).toEqual({ webhook_id: id, deleted: true });
      expect((await api.get(`/v1/webhooks/${id}`)).status).toBe(404);
    });

    it('refuses what /v1/webhooks refuses a key, with the same answer', async () => {
      const body = { url: 'ftp://hooks.lender.example', name: '' };
      const expected = await api.post('/v1/webhooks', body);
      const res = await admin.post('/console/v1/webhooks', body);
      expect(res.status).toBe(expected.status);
      expect(res.body).toEqual(expected.body);
    });

    it('sends a test event, shows the delivery log and a delivery as /v1 shows a key, and resends a failed delivery from scratch', async () => {
      const id = (await admin.post('/console/v1/webhooks', { url: URL_A, name: 'Loans' })).body.data.webhook_id;
      const test = await admin.post(`/console/v1/webhooks/${id}/test`);
      expect(test.status).toBe(202);
      expect(test.body.data).toMatchObject({ webhook_action: 'webhook.test', webhook_id: id, deliveries: 1 });
      expect(await h.runWebhooks()).toBe(1);
      const log = await viewer.get(`/console/v1/webhooks/${id}/deliveries?page=1&items_per_page=20`);
      expect(log.body).toEqual((await api.get(`/v1/webhooks/${id}/deliveries?page=1&items_per_page=20`)).body);
      const [delivery] = log.body.data.deliveries;
      expect(delivery).toMatchObject({ attempts: 1, last_http_status: 500 });
      const detail = `/webhooks/${id}/deliveries/${delivery.delivery_id}`;
      expect((await viewer.get(`/console/v1${detail}`)).body).toEqual((await api.get(`/v1${detail}`)).body);
      const resent = await admin.post(`/console/v1${detail}/resend`);
      expect(resent.status).toBe(202);
      expect(resent.body).toEqual({ success: true, error: null, data: { webhook_id: id, delivery_id: delivery.delivery_id, resent: true } });
      const [again] = (await api.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries;
      expect(again).toMatchObject({ delivery_id: delivery.delivery_id, status: 'pending', attempts: 0 });
    });

    it('refuses a viewer every write (403) and lets it read; refuses a write without the CSRF token (403)', async () => {
      const id = (await api.post('/v1/webhooks', { url: URL_A, name: 'Loans' })).body.data.webhook_id;
      for (const call of [
        viewer.post('/console/v1/webhooks', { url: URL_A, name: 'x' }),
        viewer.put(`/console/v1/webhooks/${id}`, { name: 'x' }),
        viewer.delete(`/console/v1/webhooks/${id}`),
        viewer.post(`/console/v1/webhooks/${id}/rotate-secret`),
        viewer.post(`/console/v1/webhooks/${id}/test`),
        viewer.post(`/console/v1/webhooks/${id}/deliveries/${id}/resend`),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject(ROLE_REFUSED);
      }
      const unforged = await admin.postWithoutCsrf(`/console/v1/webhooks/${id}/rotate-secret`);
      expect(unforged.status).toBe(403);
      expect(unforged.body.error).toMatchObject({ code: 'forbidden_error', message: 'Missing or wrong CSRF token.' });
      expect((await viewer.get('/console/v1/webhooks')).body.data.webhooks).toHaveLength(1);
      expect((await api.get(`/v1/webhooks/${id}`)).body.data.name).toBe('Loans');
    });

    it('treats another company’s subscription as absent (404)', async () => {
      for (const call of [
        admin.get(`/console/v1/webhooks/${theirs}`),
        admin.put(`/console/v1/webhooks/${theirs}`, { name: 'mine' }),
        admin.delete(`/console/v1/webhooks/${theirs}`),
        admin.post(`/console/v1/webhooks/${theirs}/test`),
        admin.get(`/console/v1/webhooks/${theirs}/deliveries`),
        admin.post(`/console/v1/webhooks/${theirs}/deliveries/${theirs}/resend`),
      ]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found_error');
      }
      expect((await admin.get('/console/v1/webhooks')).body.data.webhooks).toEqual([]);
    });

    it('has no console copy left: /console/api/webhooks answers nothing', async () => {
      const id = (await api.post('/v1/webhooks', { url: URL_A, name: 'Loans' })).body.data.webhook_id;
      for (const path of ['/console/api/webhooks', `/console/api/webhooks/${id}`, `/console/api/webhooks/${id}/deliveries`]) {
        expect([path, (await admin.get(path)).status]).toEqual([path, 404]);
      }
      expect((await admin.post('/console/api/webhooks', { url: URL_A, name: 'x' })).status).toBe(404);
      expect((await admin.post(`/console/api/webhooks/${id}/deliveries/${id}/resend`)).status).toBe(404);
    });
  });
});
