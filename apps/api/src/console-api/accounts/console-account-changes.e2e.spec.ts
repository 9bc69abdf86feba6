import request from 'supertest';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';
import { useConsoleAccounts } from './console-accounts.fixture.e2e';

onEveryDatabase((name, postgresUrl) => {
  describe(`Console accounts: changes through /v1, and access (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl });
    const f = useConsoleAccounts(e2e);

    it('changes an account through /v1 as a member, as a key would: refresh off, refresh now, delete; no console copy left', async () => {
      const off = await f.admin.patch(`/console/v1/accounts/${f.uber}`, { refresh_enabled: false });
      expect(off.status).toBe(200);
      expect(off.body.data).toEqual((await f.api.get(`/v1/accounts/${f.uber}`)).body.data);
      expect(off.body.data.refresh_enabled).toBe(false);
      const refresh = await f.admin.post(`/console/v1/accounts/${f.didi}/refresh`);
      expect(refresh.status).toBe(404);
      expect(refresh.body.error.code).toBe('entity_not_found');
      const deleted = await f.admin.delete(`/console/v1/accounts/${f.didi}`);
      expect(deleted.body).toEqual({ success: true, error: null, data: { account_id: f.didi, deleted: true } });
      expect((await f.api.get(`/v1/accounts/${f.didi}`)).status).toBe(404);
      for (const call of [f.admin.patch(`/console/api/accounts/${f.uber}`, { refresh_enabled: true }), f.admin.post(`/console/api/accounts/${f.uber}/refresh`), f.admin.delete(`/console/api/accounts/${f.uber}`)]) {
        expect((await call).status).toBe(404);
      }
      expect((await f.api.get(`/v1/accounts/${f.uber}`)).body.data.refresh_enabled).toBe(false);
    });

    it('refuses a viewer every write (403) and changes nothing', async () => {
      for (const call of [
        f.viewer.patch(`/console/v1/accounts/${f.uber}`, { refresh_enabled: false }),
        f.viewer.post(`/console/v1/accounts/${f.uber}/refresh`),
        f.viewer.delete(`/console/v1/accounts/${f.uber}`),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_error', message: 'Your console role may not do this: ask an admin of your company.' });
      }
      expect((await f.api.get(`/v1/accounts/${f.uber}`)).body.data.refresh_enabled).toBe(true);
    });

    it('treats another company’s account as absent (404) and lists none of it', async () => {
      for (const call of [
        f.admin.get(`/console/v1/accounts/${f.theirs}`),
        f.admin.get(`/console/api/accounts/${f.theirs}/explanation`),
        f.admin.get(`/console/api/accounts/${f.theirs}/timeline`),
        f.admin.patch(`/console/v1/accounts/${f.theirs}`, { refresh_enabled: false }),
        f.admin.post(`/console/v1/accounts/${f.theirs}/refresh`),
        f.admin.delete(`/console/v1/accounts/${f.theirs}`),
        f.admin.get('/console/api/accounts/not-a-uuid/explanation'),
      ]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found_error');
      }
      expect(JSON.stringify((await f.admin.get('/console/api/accounts?items_per_page=100')).body)).not.toContain(f.theirs);
    });

    it('answers 401 without a session, and 403 to a write without the CSRF token', async () => {
      const res = await request(e2e.h.app.getHttpServer()).get('/console/api/accounts');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized_error');
      expect((await f.admin.patchWithoutCsrf(`/console/v1/accounts/${f.uber}`, { refresh_enabled: false })).status).toBe(403);
    });
  });
});
