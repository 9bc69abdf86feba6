import { accountStatus } from '@gig/domain';
import { apiClient, ApiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const ORIGIN = 'https://app.lender.example';
const CONSENT = { timestamp: '2025-03-15T05:59:30-06:00', consent_method: 'checkbox', version: '2026-11', language: 'es', device: 'Mozilla/5.0 (Linux; Android 14)' };

onEveryDatabase((name, postgresUrl) => {
  describe(`The widget page's reads and writes (${name})`, () => {
    let other: ApiClient;
    let widgetId: string;
    let companyId: string;

    const e2e = e2eSetup({ postgresUrl, companyName: 'Acme Lending' });
    beforeEach(async () => {
      companyId = e2e.company.company_id;
      other = apiClient(e2e.h.app, (await e2e.h.createCompany('Other')).private_key);
      const widget = { name: 'Loans', allowed_origins: [ORIGIN], platforms: ['imss', 'cabify', 'uber'], countries: ['mx', 'co', 'br'], language: 'en', redirect_url: `${ORIGIN}/done` };
      widgetId = (await e2e.api.post('/v1/widgets', widget)).body.data.widget_id;
    }, RESET_BUDGET_MS);

    it('gives the page its widget with either key: the platforms in the widget’s countries, with identifier and login methods', async () => {
      const read = await e2e.publicApi.get(`/v1/connect/widgets/${widgetId}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual({
        widget_id: widgetId, name: 'Loans', company_name: 'Acme Lending', language: 'en', primary_color: '#1a56db', logo_url: null, consent_version: '2026-11',
        allowed_origins: [ORIGIN], redirect_url: `${ORIGIN}/done`, is_sandbox: true,
        platforms: [
          { code: 'imss', name: 'IMSS', countries: ['mx'], identifier_kind: 'curp', login_methods: [] },
          { code: 'cabify', name: 'Cabify', countries: ['mx', 'co'], identifier_kind: 'email', login_methods: ['password'] },
          { code: 'uber', name: 'Uber', countries: ['mx', 'co', 'br'], identifier_kind: 'email', login_methods: ['otp', 'password'] },
        ],
      });
      expect((await e2e.api.get(`/v1/connect/widgets/${widgetId}`)).body.data).toEqual(read.body.data);
    });

    it('hides another company’s or an unknown widget (404), and answers a company without account creation 401', async () => {
      for (const id of [crypto.randomUUID(), 'nope']) expect((await e2e.publicApi.get(`/v1/connect/widgets/${id}`)).body.error.code).toBe('not_found_error');
      const response = await other.get(`/v1/connect/widgets/${widgetId}`);
      expect([response.status, response.body.error.code]).toEqual([404, 'not_found_error']);
      const company = await e2e.h.createCompany('Closed');
      await e2e.h.database.repositories.companies.setPermissions(company.company_id, { writeEnabled: false });
      const closed = await apiClient(e2e.h.app, company.public_key).get(`/v1/connect/widgets/${widgetId}`);
      expect([closed.status, closed.body.error.code]).toEqual([401, 'write_permissions_disabled']);
    });

    it('keeps the widget a user is created through, and refuses another company’s widget naming widget_id', async () => {
      const created = await e2e.publicApi.post('/v1/users', { widget_id: widgetId });
      expect([created.status, created.body.data.widget_id]).toEqual([201, widgetId]);
      expect((await e2e.api.get(`/v1/users/${created.body.data.user_id}`)).body.data).toEqual(created.body.data);
      expect((await e2e.api.post('/v1/users', { external_id: 'plain' })).body.data.widget_id).toBeNull();
      const theirs = (await other.post('/v1/widgets', { name: 'Theirs', allowed_origins: [ORIGIN] })).body.data.widget_id;
      for (const widget_id of [theirs, crypto.randomUUID(), 'not-a-uuid', 7]) {
        const refused = await e2e.publicApi.post('/v1/users', { external_id: `w-${widget_id}`, widget_id });
        expect([refused.status, refused.body.error.code, refused.body.error.errors?.[0]?.field]).toEqual([422, 'bad_request', 'widget_id']);
      }
      await e2e.api.post('/v1/users', { external_id: 'known' });
      expect((await e2e.publicApi.post('/v1/users', { external_id: 'known', widget_id: widgetId })).status).toBe(403);
    });

    it('records a consent with the caller’s address when none is given, and the widget the user came through', async () => {
      const userId = (await e2e.publicApi.post('/v1/users', { widget_id: widgetId })).body.data.user_id;
      const recorded = await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: userId }).set('X-Forwarded-For', '198.51.100.9');
      expect(recorded.status).toBe(201);
      expect(recorded.body.data).toEqual({
        consent_id: expect.stringMatching(/^[0-9a-f-]{36}$/), user_id: userId, widget_id: widgetId, ip_address: '127.0.0.1', timestamp: '2025-03-15T11:59:30.000Z',
        consent_method: 'checkbox', version: '2026-11', language: 'es', device: CONSENT.device, created_at: '2025-03-15T12:00:00.000Z',
      });
      e2e.h.clock.advance(1_000);
      const given = await e2e.api.post('/v1/users/consent', { ...CONSENT, user_id: userId, ip_address: '2001:DB8::7', widget_id: null });
      expect(given.body.data).toMatchObject({ ip_address: '2001:db8::7', widget_id: widgetId });
      const stored = await e2e.h.database.repositories.consents.listForUser(companyId, userId);
      expect(stored.map((c) => c.ipAddress)).toEqual(['127.0.0.1', '2001:db8::7']);
    });

    it('keeps the address the service sees for a public key, whatever ip_address the body names; a private key may relay the worker’s', async () => {
      const userId = (await e2e.publicApi.post('/v1/users', { widget_id: widgetId })).body.data.user_id;
      const forged = await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: userId, ip_address: '203.0.113.66' });
      expect([forged.status, forged.body.data.ip_address]).toEqual([201, '127.0.0.1']);
      const relayed = await e2e.api.post('/v1/users/consent', { ...CONSENT, user_id: userId, ip_address: '203.0.113.66' });
      expect([relayed.status, relayed.body.data.ip_address]).toEqual([201, '203.0.113.66']);
      expect((await e2e.h.database.repositories.consents.listForUser(companyId, userId)).map((c) => c.ipAddress).sort()).toEqual(['127.0.0.1', '203.0.113.66']);
    });

    it('refuses a consent timestamp from before the user existed (beyond five minutes of skew) with 422 naming timestamp', async () => {
      const userId = await e2e.api.createUser('early');
      for (const timestamp of ['0001-01-01T00:00:00Z', '2025-03-15T11:54:59Z']) {
        const early = await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: userId, timestamp });
        expect([early.status, early.body.error.code, early.body.error.errors]).toEqual([422, 'bad_request', [expect.objectContaining({ field: 'timestamp' })]]);
      }
      expect(await e2e.h.database.repositories.consents.listForUser(companyId, userId)).toEqual([]);
      expect((await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: userId, timestamp: '2025-03-15T11:55:00Z' })).status).toBe(201);
    });

    it('answers 422 naming every bad consent field, 404 for an unknown or another company’s user', async () => {
      const userId = await e2e.api.createUser('consenting');
      const bad = await e2e.publicApi.post('/v1/users/consent', { user_id: userId, timestamp: '2025-02-30T10:00:00Z', consent_method: '', language: 'fr', ip_address: '999.1.1.1' });
      expect(bad.status).toBe(422);
      expect(bad.body.error.errors.map((e: { field: string }) => e.field).sort()).toEqual(['consent_method', 'device', 'ip_address', 'language', 'timestamp', 'version']);
      const future = await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: userId, timestamp: '2025-03-16T12:00:00Z' });
      expect(future.body.error.errors).toEqual([expect.objectContaining({ field: 'timestamp' })]);
      expect((await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: 'abc' })).body.error.errors).toEqual([expect.objectContaining({ field: 'user_id' })]);
      const theirs = await other.createUser('theirs');
      for (const user_id of [theirs, crypto.randomUUID()]) {
        const missing = await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id });
        expect([missing.status, missing.body.error.code]).toEqual([404, 'USER_NOT_FOUND']);
      }
      const theirWidget = (await other.post('/v1/widgets', { name: 'Theirs', allowed_origins: [ORIGIN] })).body.data.widget_id;
      const wrongWidget = await e2e.publicApi.post('/v1/users/consent', { ...CONSENT, user_id: userId, widget_id: theirWidget });
      expect([wrongWidget.status, wrongWidget.body.error.errors[0].field]).toEqual([422, 'widget_id']);
    });

    it('shows the page a connection’s status and nothing else, for its own company only', async () => {
      const userId = (await e2e.publicApi.post('/v1/users', { widget_id: widgetId })).body.data.user_id;
      const account = (await e2e.publicApi.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: 'ana@example.com', user_id: userId })).body.data.account_id;
      const pending = await e2e.publicApi.get(`/v1/connect/accounts/${account}`);
      expect(pending.body.data).toEqual({ account_id: account, user_id: userId, platform: 'uber', status: 'pending', status_details: null, warning: null, next_step: 'otp' });
      expect(JSON.stringify(pending.body)).not.toContain('ana@example.com');
      await e2e.publicApi.post(`/v1/accounts/${account}/validate`, { otp_code: '123456' });
      expect((await e2e.publicApi.get(`/v1/connect/accounts/${account}`)).body.data).toMatchObject({ status: accountStatus.syncing, next_step: null });
      await e2e.h.runJobs();
      expect((await e2e.api.get(`/v1/connect/accounts/${account}`)).body.data).toMatchObject({ status: 'success' });
      expect((await e2e.publicApi.get(`/v1/accounts/${account}`)).status).toBe(403);
      for (const [client, id] of [[other, account], [e2e.publicApi, crypto.randomUUID()], [e2e.publicApi, 'nope']] as const) {
        const response = await client.get(`/v1/connect/accounts/${id}`);
        expect([response.status, response.body.error.code]).toEqual([404, 'not_found_error']);
      }
    });
  });
});
