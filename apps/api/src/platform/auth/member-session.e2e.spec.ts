import request from 'supertest';
import { RESET_BUDGET_MS } from '@gig/testing';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { apiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`/v1 for a console member’s session (${name})`, () => {
    let admin: ConsoleClient;

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
    }, RESET_BUDGET_MS);

    const server = () => e2e.h.app.getHttpServer();

    it('serves the session on /console/v1 (the cookie’s path) and on /v1 alike, as the company’s private key would', async () => {
      await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN] });
      const byKey = (await e2e.api.get('/v1/widgets')).body;
      expect((await admin.get('/console/v1/widgets')).body).toEqual(byKey);
      expect((await admin.get('/v1/widgets')).body).toEqual(byKey);
    });

    it('lets an API key win over the cookie', async () => {
      const other = await e2e.h.createCompany('Other Lending');
      await apiClient(e2e.h.app, other.private_key).post('/v1/widgets', { name: 'Theirs', allowed_origins: [ORIGIN] });
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
      await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN] });
      const preflight = await request(server()).options('/console/v1/widgets').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const mounted = await admin.get('/console/v1/widgets').set('Origin', ORIGIN);
      expect(mounted.headers['access-control-allow-origin']).toBeUndefined();
      const direct = await admin.get('/v1/widgets').set('Origin', ORIGIN);
      expect(direct.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});
