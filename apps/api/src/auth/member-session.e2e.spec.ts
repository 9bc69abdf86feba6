import request from 'supertest';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { ConsoleClient, signInMember } from '../console/console-client.e2e';
import { apiClient, ApiClient } from '../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../testing/api-harness';

const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`/v1 for a console member’s session (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let admin: ConsoleClient;

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      const company = await h.createCompany();
      api = apiClient(h.app, company.private_key);
      admin = await signInMember(h.app, company.company_id, 'admin');
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    const server = () => h.app.getHttpServer();

    it('serves the session on /console/v1 (the cookie’s path) and on /v1 alike, as the company’s private key would', async () => {
      await api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN] });
      const byKey = (await api.get('/v1/widgets')).body;
      expect((await admin.get('/console/v1/widgets')).body).toEqual(byKey);
      expect((await admin.get('/v1/widgets')).body).toEqual(byKey);
    });

    it('lets an API key win over the cookie', async () => {
      const other = await h.createCompany('Other Lending');
      await apiClient(h.app, other.private_key).post('/v1/widgets', { name: 'Theirs', allowed_origins: [ORIGIN] });
      const res = await admin.get('/console/v1/widgets').set('X-Api-Key', other.private_key);
      expect(res.body.data.widgets.map((w: { name: string }) => w.name)).toEqual(['Theirs']);
      const publicKey = await admin.get('/console/v1/widgets').set('X-Api-Key', other.public_key);
      expect([publicKey.status, publicKey.body.error.code]).toEqual([403, 'forbidden_error']);
    });

    it('answers without key or cookie exactly as before, and a stale session with a documented 401 that says to sign in', async () => {
      const bare = await request(server()).get('/v1/widgets');
      const mounted = await request(server()).get('/console/v1/widgets');
      expect([bare.status, bare.body.error.code]).toEqual([401, 'missing_api_key']);
      expect(mounted.body).toEqual(bare.body);
      const stale = await request(server()).get('/console/v1/widgets').set('Cookie', 'gig_console_session=gone');
      expect([stale.status, stale.body.error.code]).toEqual([401, 'invalid_api_key']);
      expect(stale.body.error.message).toBe('Sign in to the console: no session, or it has expired.');
    });

    it('gives a session-authenticated call no CORS, from a widget’s origin or any other', async () => {
      await api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN] });
      const preflight = await request(server()).options('/console/v1/widgets').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const mounted = await admin.get('/console/v1/widgets').set('Origin', ORIGIN);
      expect(mounted.headers['access-control-allow-origin']).toBeUndefined();
      const direct = await admin.get('/v1/widgets').set('Origin', ORIGIN);
      expect(direct.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});
