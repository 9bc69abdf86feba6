import { accountStatus } from '@gig/domain';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

const HOUR = 3_600_000;
/** The sandbox's identifier whose platform session has ended at the first refresh. */
const SESSION_ENDS = 'refresh-reauth@sandbox.gig.dev';

onEveryDatabase((name, postgresUrl) => {
  describe(`Reconnecting an account whose session ended within 12 hours of its login (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl, env: { REFRESH_INTERVAL: '1h' } });

    const account = async (id: string) => (await e2e.api.get(`/v1/accounts/${id}`)).body.data;

    it('turns requires_auth an hour after the login, and the reconnect the Connecting accounts guide prescribes goes through (no 412 recent_login_successful)', async () => {
      const user = await e2e.api.createUser();
      const login = { user_id: user, platform: 'uber', country: 'mx', identifier: SESSION_ENDS };
      const id = (await e2e.api.post('/v1/accounts', login).expect(201)).body.data.account_id as string;
      await e2e.api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      expect((await account(id)).status).toBe('success');

      e2e.h.clock.advance(1.2 * HOUR);
      expect(await e2e.h.scheduleRefreshes()).toBe(1);
      await e2e.h.runJobs();
      expect(await account(id)).toMatchObject({ status: accountStatus.requiresAuth, status_details: 'reauthentication_required' });

      const again = await e2e.api.post('/v1/accounts', login);
      expect([again.status, again.body.data?.account_id, again.body.data?.status, again.body.error?.code ?? null]).toEqual([201, id, 'pending', null]);
      expect((await e2e.api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' })).status).toBe(200);
      await e2e.h.runJobs();
      expect(await account(id)).toMatchObject({ status: 'success', status_details: null, warning: null });
    }, 120_000);

    it('still holds a working session to the 12-hour rule: an on-demand refresh an hour after the login is refused', async () => {
      const user = await e2e.api.createUser();
      const id = (await e2e.api.post('/v1/accounts', { user_id: user, platform: 'uber', country: 'mx', identifier: 'ana@example.com' })).body.data.account_id as string;
      await e2e.api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      e2e.h.clock.advance(HOUR);
      const refused = await e2e.api.post(`/v1/accounts/${id}/refresh`);
      expect([refused.status, refused.body.error.code]).toEqual([412, 'recent_login_successful']);
    }, 120_000);
  });
});
