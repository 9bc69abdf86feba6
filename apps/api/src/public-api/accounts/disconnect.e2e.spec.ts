import { accountStatus } from '@gig/domain';
import request from 'supertest';
import { onEveryDatabase } from '../../testing/api-harness';
import { dispatcherE2eSetup } from '../../testing/dispatcher-e2e-setup';

const HOUR = 3_600_000;
const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`Disconnecting an account, by the worker or the company (${name})`, () => {
    const e2e = dispatcherE2eSetup(postgresUrl);

    async function connected(externalId = 'worker-1', identifier = 'ana@example.com') {
      const userId = await e2e.api.createUser(externalId);
      const accountId = (await e2e.api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier }).expect(201)).body.data.account_id as string;
      await e2e.api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      return { userId, accountId };
    }
    const subscribe = () => e2e.api.post('/v1/webhooks', { url: e2e.receiver.url, name: 'Rights', events: ['account.disconnected'] }).expect(201);
    const sessionOf = async (accountId: string) =>
      ((await e2e.h.database.dataSource.query(`SELECT session_sealed FROM accounts WHERE id = $1`, [accountId])) as { session_sealed: string | null }[])[0].session_sealed;
    async function workerToken(userId: string) {
      const widgetId = (await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN], platforms: ['uber'], countries: ['mx'] })).body.data.widget_id;
      const token = (await e2e.api.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }).expect(201)).body.data.connect_token as string;
      return (path: string) => request(e2e.h.app.getHttpServer()).post(path).set('Authorization', `Bearer ${token}`).send({});
    }

    it('lets the worker disconnect their own account from the widget: session gone, refresh stopped, data kept, the company told', async () => {
      await subscribe();
      const { userId, accountId } = await connected();
      const theirs = await connected('worker-2', 'bea@example.com');
      expect(await sessionOf(accountId)).not.toBeNull();
      const post = await workerToken(userId);
      const day = (ms: number) => new Date(e2e.h.clock.now().getTime() + ms).toISOString().slice(0, 10);
      const window = { start_date: day(-60 * 24 * HOUR), end_date: day(0) };
      const earnings = async () => (await e2e.api.post(`/v1/accounts/${accountId}/earnings/search`, window).expect(200)).body.data;
      const before = await earnings();
      expect(before.earnings.length).toBeGreaterThan(0);

      const refused = await post(`/v1/connect/accounts/${theirs.accountId}/disconnect`);
      expect([refused.status, refused.body.error.code]).toEqual([404, 'not_found_error']);
      const done = await post(`/v1/connect/accounts/${accountId}/disconnect`);
      expect([done.status, done.body.data]).toEqual([200, expect.objectContaining({ account_id: accountId, status: accountStatus.disconnected })]);

      const [event] = await e2e.receiver.waitFor(1);
      expect(event.data).toMatchObject({ webhook_action: 'account.disconnected', account_id: accountId, user_id: userId, external_id: 'worker-1', status: accountStatus.disconnected, by: 'worker' });
      const account = (await e2e.api.get(`/v1/accounts/${accountId}`)).body.data;
      expect(account).toMatchObject({ status: accountStatus.disconnected, disconnected_by: 'worker', refresh_enabled: false, next_refresh_at: null });
      expect(await sessionOf(accountId)).toBeNull();
      expect(await earnings()).toEqual(before);

      e2e.h.clock.advance(30 * 24 * HOUR);
      expect(await e2e.h.scheduleRefreshes()).toBe(1); // the other worker's account only
      const refresh = await e2e.api.post(`/v1/accounts/${accountId}/refresh`);
      expect([refresh.status, refresh.body.error.code]).toEqual([401, 'reauthentication_required']);
      const again = await e2e.api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: 'ana@example.com' });
      expect([again.status, again.body.data.account_id, again.body.data.status]).toEqual([201, accountId, 'pending']);
      await e2e.api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      expect((await e2e.api.get(`/v1/accounts/${accountId}`)).body.data).toMatchObject({ status: 'success', disconnected_by: null, refresh_enabled: true });
      expect((await e2e.api.get(`/v1/accounts/${theirs.accountId}`)).body.data.status).toBe('success');
    });

    it('lets the company disconnect with its private key, once', async () => {
      await subscribe();
      const { accountId } = await connected();
      const first = await e2e.api.post(`/v1/accounts/${accountId}/disconnect`);
      expect([first.status, first.body.data.status, first.body.data.disconnected_by]).toEqual([200, accountStatus.disconnected, 'company']);
      const second = await e2e.api.post(`/v1/accounts/${accountId}/disconnect`);
      expect([second.status, second.body.data]).toEqual([200, first.body.data]);
      const [event] = await e2e.receiver.waitFor(1);
      expect(event.data).toMatchObject({ webhook_action: 'account.disconnected', account_id: accountId, by: 'company' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(e2e.receiver.actions()).toEqual(['account.disconnected']);
      const missing = await e2e.api.post(`/v1/accounts/${crypto.randomUUID()}/disconnect`);
      expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found_error']);
    });

    it('stops a refresh already queued: the job is cancelled and the account stays disconnected', async () => {
      const { accountId } = await connected();
      e2e.h.clock.advance(13 * HOUR);
      expect((await e2e.api.post(`/v1/accounts/${accountId}/refresh`)).status).toBe(202);
      await e2e.api.post(`/v1/accounts/${accountId}/disconnect`).expect(200);
      expect(await e2e.h.runJobs()).toBe(0);
      expect((await e2e.api.get(`/v1/accounts/${accountId}`)).body.data).toMatchObject({ status: accountStatus.disconnected, status_details: null });
    });
  });
});
