import { hashConnectToken, accountStatus } from '@gig/domain';
import request from 'supertest';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const ORIGIN = 'https://app.lender.example';
const CONSENT = { timestamp: '2025-03-15T05:59:30-06:00', consent_method: 'button', version: '2026-11', language: 'es', device: 'Mozilla/5.0 (Linux; Android 14)' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

onEveryDatabase((name, postgresUrl) => {
  describe(`Connect tokens: a returning worker's widget (${name})`, () => {
    let widgetId: string;

    const e2e = e2eSetup({ postgresUrl, env: { REFRESH_INTERVAL: '1h' }, companyName: 'Acme Lending' });
    beforeEach(async () => {
      widgetId = (await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN], platforms: ['uber', 'cabify'], countries: ['mx'] })).body.data.widget_id;
    }, RESET_BUDGET_MS);

    /** Calls the API with `Authorization: Bearer <token>`, as the widget page does. */
    const bearer = (token: string) => {
      const server = e2e.h.app.getHttpServer();
      return {
        get: (path: string) => request(server).get(path).set('Authorization', `Bearer ${token}`),
        post: (path: string, body: object = {}) => request(server).post(path).set('Authorization', `Bearer ${token}`).send(body),
      };
    };
    const issue = async (body: object) => (await e2e.api.post('/v1/connect/tokens', { widget_id: widgetId, ...body }).expect(201)).body.data;

    it('issues a ct_ token for 30 minutes to a private key, by user_id or external_id, and stores only its SHA-256', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const byExternal = await issue({ external_id: 'worker-7' });
      expect(byExternal).toEqual({ connect_token: expect.stringMatching(/^ct_[A-Za-z0-9_-]{43}$/), expires_at: '2025-03-15T12:30:00.000Z', user_id: userId, widget_id: widgetId });
      const byId = await issue({ user_id: userId });
      expect(byId.connect_token).not.toBe(byExternal.connect_token);
      const rows = (await e2e.h.database.dataSource.query(`SELECT * FROM connect_tokens ORDER BY created_at`)) as Record<string, unknown>[];
      expect(rows.map((row) => row['token_hash']).sort()).toEqual([hashConnectToken(byExternal.connect_token), hashConnectToken(byId.connect_token)].sort());
      expect(JSON.stringify(rows)).not.toContain(byExternal.connect_token.slice(3));
    });

    it('refuses a public key (403), an unknown user (404), and a widget that is not the company’s (422 naming widget_id)', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const publicKey = await e2e.publicApi.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId });
      expect([publicKey.status, publicKey.body.error.code]).toEqual([403, 'forbidden_error']);
      const unknown = await e2e.api.post('/v1/connect/tokens', { external_id: 'nobody', widget_id: widgetId });
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'USER_NOT_FOUND']);
      const other = apiClient(e2e.h.app, (await e2e.h.createCompany('Other')).private_key);
      const theirs = (await other.post('/v1/widgets', { name: 'Theirs', allowed_origins: [ORIGIN] })).body.data.widget_id;
      for (const widget_id of [theirs, crypto.randomUUID(), 'nope', undefined]) {
        const refused = await e2e.api.post('/v1/connect/tokens', { user_id: userId, widget_id });
        expect([refused.status, refused.body.error.code, refused.body.error.errors?.[0]?.field]).toEqual([422, 'bad_request', 'widget_id']);
      }
    });

    it('drives the widget for its user: session, consent, a second platform, status polls', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const first = (await e2e.api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'ana@example.com' })).body.data.account_id;
      const token = bearer((await issue({ external_id: 'worker-7' })).connect_token);
      const session = await token.get('/v1/connect/session');
      expect([session.status, session.body.data]).toEqual([200, {
        user_id: userId, external_id: 'worker-7', widget_id: widgetId, expires_at: '2025-03-15T12:30:00.000Z',
        accounts: [{
          account_id: first, platform: 'uber', country: 'mx', status: 'pending', source: 'connection', identifier_masked: 'an***@example.com',
          connected_since: '2025-03-15T12:00:00.000Z', last_updated_on: null, receives: ['daily_earnings', 'profile', 'employment'],
        }],
      }]);
      expect((await token.get(`/v1/connect/widgets/${widgetId}`)).body.data.widget_id).toBe(widgetId);
      const consent = await token.post('/v1/users/consent', { ...CONSENT, user_id: userId });
      expect([consent.status, consent.body.data.widget_id]).toEqual([201, widgetId]);
      const second = await token.post('/v1/accounts', { user_id: userId, platform: 'cabify', country: 'mx', identifier: 'ana@example.com' });
      expect([second.status, second.body.data.next_step]).toEqual([201, 'password']);
      const validated = await token.post(`/v1/accounts/${second.body.data.account_id}/validate`, { password: 'correct-password' });
      expect(validated.status).toBe(200);
      expect((await token.get(`/v1/connect/accounts/${second.body.data.account_id}`)).body.data).toMatchObject({ user_id: userId, platform: 'cabify' });
    });

    it('keeps a token to its user and widget: another user’s account or user is absent (404), another widget too, and no user is created', async () => {
      const [a, b] = [await e2e.api.createUser('worker-a'), await e2e.api.createUser('worker-b')];
      const theirAccount = (await e2e.api.post('/v1/accounts', { user_id: b, platform: 'uber', country: 'mx', identifier: 'bea@example.com' })).body.data.account_id;
      const otherWidget = (await e2e.api.post('/v1/widgets', { name: 'Other', allowed_origins: [ORIGIN] })).body.data.widget_id;
      const token = bearer((await issue({ user_id: a })).connect_token);
      const refusals = [
        await token.get(`/v1/connect/accounts/${theirAccount}`),
        await token.post(`/v1/accounts/${theirAccount}/validate`, { otp_code: '123456' }),
        await token.post('/v1/accounts', { user_id: b, platform: 'uber', country: 'mx', identifier: 'bea@example.com' }),
        await token.post('/v1/users/consent', { ...CONSENT, user_id: b }),
        await token.get(`/v1/connect/widgets/${otherWidget}`),
      ];
      expect(refusals.map((r) => [r.status, r.body.error.code])).toEqual([
        [404, 'not_found_error'], [404, 'not_found_error'], [404, 'USER_NOT_FOUND'], [404, 'USER_NOT_FOUND'], [404, 'not_found_error'],
      ]);
      const otherWidgetConsent = await token.post('/v1/users/consent', { ...CONSENT, user_id: a, widget_id: otherWidget });
      expect([otherWidgetConsent.status, otherWidgetConsent.body.error.errors[0].field]).toEqual([422, 'widget_id']);
      expect((await e2e.api.get(`/v1/accounts/${theirAccount}`)).body.data.status).toBe('pending');
    });

    it('reaches only the widget’s operations (the sandbox’s values among them): earnings, users, accounts and private writes answer 401 missing_api_key; a key gets 403 on the session', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const token = bearer((await issue({ user_id: userId })).connect_token);
      const refused = [
        await token.get(`/v1/users/${userId}`),
        await token.post('/v1/users/earnings/aggregated', { user_id: userId, start_date: '2025-01-01', end_date: '2025-01-31' }),
        await token.post('/v1/users', { external_id: 'new-one' }),
        await token.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }),
        await token.get('/v1/webhooks'),
      ];
      for (const r of refused) expect([r.status, r.body.error.code]).toEqual([401, 'missing_api_key']);
      const scenarios = await token.get('/v1/sandbox/scenarios');
      expect([scenarios.status, scenarios.body.data.length > 0]).toEqual([200, true]);
      const withKey = await e2e.publicApi.get('/v1/connect/session');
      expect([withKey.status, withKey.body.error.code]).toEqual([403, 'forbidden_error']);
    });

    it('expires after 30 minutes: 401 invalid_api_key saying it has expired; an unknown token says it is invalid', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const token = bearer((await issue({ user_id: userId })).connect_token);
      e2e.h.clock.advance(30 * MINUTE - 1);
      expect((await token.get('/v1/connect/session')).status).toBe(200);
      e2e.h.clock.advance(1);
      const expired = await token.get('/v1/connect/session');
      expect([expired.status, expired.body.error.code, expired.body.error.message]).toEqual([401, 'invalid_api_key', expect.stringContaining('has expired')]);
      const unknown = await bearer('ct_not-a-token').get('/v1/connect/session');
      expect([unknown.status, unknown.body.error.code, unknown.body.error.message]).toEqual([401, 'invalid_api_key', 'The connect token is invalid.']);
    });

    it('reconnects a requires_auth account through the token, keeping its id', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const login = { user_id: userId, platform: 'uber', country: 'mx', identifier: 'refresh-reauth@sandbox.gig.dev' };
      const id = (await e2e.api.post('/v1/accounts', login).expect(201)).body.data.account_id as string;
      await e2e.api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      e2e.h.clock.advance(1.2 * HOUR);
      await e2e.h.scheduleRefreshes();
      await e2e.h.runJobs();
      const token = bearer((await issue({ user_id: userId })).connect_token);
      expect((await token.get('/v1/connect/session')).body.data.accounts).toMatchObject([{
        account_id: id, platform: 'uber', country: 'mx', status: accountStatus.requiresAuth, identifier_masked: 're***@sandbox.gig.dev', last_updated_on: expect.any(String),
      }]);
      const again = await token.post('/v1/accounts', login);
      expect([again.status, again.body.data.account_id]).toEqual([201, id]);
      await token.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      expect((await token.get(`/v1/connect/accounts/${id}`)).body.data.status).toBe('success');
    }, 120_000);

    it('serves /connect for a live token (its widget’s frame-ancestors) and the not-available page once it has expired', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const { connect_token } = await issue({ user_id: userId });
      const page = await request(e2e.h.app.getHttpServer()).get(`/connect?connect_token=${connect_token}`);
      expect(page.status).not.toBe(404);
      e2e.h.clock.advance(31 * MINUTE);
      const expired = await request(e2e.h.app.getHttpServer()).get(`/connect?connect_token=${connect_token}`);
      expect(expired.status).toBe(401);
    });

    describe('ends before its 30 minutes', () => {
      /** Another server process on the same database, remembering keys for a minute as a production one may. */
      let other: ApiHarness;
      beforeAll(async () => {
        other = await openApiHarness({ database: e2e.h.database, clock: e2e.h.clock, env: { API_KEY_CACHE_SECONDS: '60' } });
      }, OPEN_BUDGET_MS);
      afterAll(() => other.close(), CLOSE_BUDGET_MS);

      const elsewhere = (token: string) => request(other.app.getHttpServer()).get('/v1/connect/session').set('Authorization', `Bearer ${token}`);
      const privateKeyId = async () => {
        const keys = await e2e.h.database.repositories.apiKeys.listByCompany(e2e.company.company_id);
        return keys.find((key) => key.kind === 'private' && e2e.company.private_key.startsWith(key.prefix))?.id as string;
      };

      it('when the private key that issued it is revoked: at once, in this process and in another that caches keys', async () => {
        const userId = await e2e.api.createUser('worker-7');
        const { connect_token } = await issue({ user_id: userId });
        const spare = apiClient(e2e.h.app, (await e2e.h.composition.useCases.manageApiKeys.create(e2e.company.company_id, 'private')).key);
        const fromSpare = (await spare.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }).expect(201)).body.data.connect_token;
        expect((await elsewhere(connect_token)).status).toBe(200);
        await e2e.h.composition.useCases.manageApiKeys.revoke(await privateKeyId());
        for (const answer of [await bearer(connect_token).get('/v1/connect/session'), await elsewhere(connect_token)]) {
          expect([answer.status, answer.body.error.code, answer.body.error.message]).toEqual([401, 'invalid_api_key', expect.stringContaining('ended with the API key that issued it')]);
        }
        expect((await request(e2e.h.app.getHttpServer()).get(`/connect?connect_token=${connect_token}`)).status).toBe(401);
        expect((await elsewhere(fromSpare)).status).toBe(200);
      });

      it('when the key that issued it is rotated, at the end of the rotation’s grace', async () => {
        const userId = await e2e.api.createUser('worker-7');
        const { connect_token } = await issue({ user_id: userId });
        await e2e.h.composition.useCases.manageApiKeys.rotate(await privateKeyId(), 10 * MINUTE);
        e2e.h.clock.advance(10 * MINUTE - 1);
        expect((await elsewhere(connect_token)).status).toBe(200);
        e2e.h.clock.advance(1);
        expect((await elsewhere(connect_token)).status).toBe(401);
      });

      it('when its user is deleted', async () => {
        const userId = await e2e.api.createUser('worker-7');
        const { connect_token } = await issue({ user_id: userId });
        await e2e.api.delete(`/v1/users/${userId}`).expect(200);
        const gone = await bearer(connect_token).get('/v1/connect/session');
        expect([gone.status, gone.body.error.code]).toEqual([401, 'invalid_api_key']);
      });

      it('on POST /v1/connect/tokens/revoke by its company’s private key: 204, at once everywhere, again 204; another company’s revoke leaves it working', async () => {
        const userId = await e2e.api.createUser('worker-7');
        const [mine, kept] = [(await issue({ user_id: userId })).connect_token, (await issue({ user_id: userId })).connect_token];
        const stranger = apiClient(e2e.h.app, (await e2e.h.createCompany('Other')).private_key);
        const theirs = await stranger.post('/v1/connect/tokens/revoke', { connect_token: kept });
        expect([theirs.status, theirs.text]).toEqual([204, '']);
        expect((await elsewhere(kept)).status).toBe(200);

        const revoked = await e2e.api.post('/v1/connect/tokens/revoke', { connect_token: mine });
        expect([revoked.status, revoked.text]).toEqual([204, '']);
        const refused = await elsewhere(mine);
        expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([401, 'invalid_api_key', expect.stringContaining('has been revoked')]);
        expect((await bearer(mine).post('/v1/users/consent', { ...CONSENT, user_id: userId })).status).toBe(401);
        expect((await e2e.api.post('/v1/connect/tokens/revoke', { connect_token: mine })).status).toBe(204);
        expect((await e2e.api.post('/v1/connect/tokens/revoke', { connect_token: 'ct_never-issued' })).status).toBe(204);
        expect((await elsewhere(kept)).status).toBe(200);
      });

      it('refuses to revoke with a public key (403), with a connect token (401), and without a ct_ token (422 naming connect_token)', async () => {
        const userId = await e2e.api.createUser('worker-7');
        const { connect_token } = await issue({ user_id: userId });
        const publicKey = await e2e.publicApi.post('/v1/connect/tokens/revoke', { connect_token });
        expect([publicKey.status, publicKey.body.error.code]).toEqual([403, 'forbidden_error']);
        const byToken = await bearer(connect_token).post('/v1/connect/tokens/revoke', { connect_token });
        expect([byToken.status, byToken.body.error.code]).toEqual([401, 'missing_api_key']);
        for (const body of [{}, { connect_token: '' }, { connect_token: 42 }, { connect_token: 'sk_sandbox_abc' }]) {
          const refused = await e2e.api.post('/v1/connect/tokens/revoke', body);
          expect([JSON.stringify(body), refused.status, refused.body.error.code, refused.body.error.errors?.[0]?.field]).toEqual([JSON.stringify(body), 422, 'bad_request', 'connect_token']);
        }
        expect((await bearer(connect_token).get('/v1/connect/session')).status).toBe(200);
      });
    });
  });
});
