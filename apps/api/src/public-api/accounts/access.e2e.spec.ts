import { apiClient } from '../../testing/api-client';
import { e2eSetup } from '../../testing/e2e-setup';

describe('Who may do what: public keys and company permissions', () => {
  const e2e = e2eSetup();

  it('lets the widget’s public key create users and accounts and validate them, but read nothing', async () => {
    const widget = e2e.publicApi;
    const userId = await widget.createUser('w-1');
    const created = await widget.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
    const accountId = created.body.data.account_id;
    await widget.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
    await e2e.h.runJobs();
    for (const call of [
      widget.get(`/v1/accounts/${accountId}`),
      widget.get(`/v1/users/${userId}`),
      widget.get(`/v1/users/${userId}/accounts`),
      widget.get(`/v1/accounts/${accountId}/profile`),
      widget.post(`/v1/accounts/${accountId}/earnings/search`, { start_date: '2025-01-01', end_date: '2025-03-31' }),
      widget.post('/v1/users/earnings/aggregated', { user_id: userId, start_date: '2025-01-01', end_date: '2025-03-31' }),
      widget.delete(`/v1/users/${userId}`),
    ]) {
      const res = await call;
      expect([res.status, res.body.error?.code]).toEqual([403, 'forbidden_error']);
    }
  });

  it('tells the public key nothing of existing users: an existing external_id is refused, not looked up', async () => {
    const backend = e2e.api;
    const widget = e2e.publicApi;
    const userId = await backend.createUser('known-worker');
    const probe = await widget.post('/v1/users', { external_id: 'known-worker' }).expect(403);
    expect(probe.body).toEqual({ success: false, data: null, error: { code: 'forbidden_error', message: expect.stringMatching(/public key cannot reach an existing user/), errors: null } });
    expect(JSON.stringify(probe.body)).not.toContain(userId);
    await widget.post('/v1/users', { external_id: 'new-worker' }).expect(201);
    expect((await backend.post('/v1/users', { external_id: 'known-worker' }).expect(200)).body.data.user_id).toBe(userId);
  });

  it('answers reads with read_permissions_disabled and account creation with write_permissions_disabled', async () => {
    const api = e2e.api;
    const userId = await api.createUser();
    await e2e.h.database.repositories.companies.setPermissions(e2e.company.company_id, { readEnabled: false });
    expect((await api.get(`/v1/users/${userId}`)).body.error).toMatchObject({ code: 'read_permissions_disabled' });
    await e2e.h.database.repositories.companies.setPermissions(e2e.company.company_id, { readEnabled: true, writeEnabled: false });
    const res = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId });
    expect([res.status, res.body.error.code]).toEqual([401, 'write_permissions_disabled']);
    await api.get(`/v1/users/${userId}`).expect(200);
  });

  it('hides other companies’ users and accounts', async () => {
    const api = e2e.api;
    const other = apiClient(e2e.h.app, (await e2e.h.createCompany('Other')).private_key);
    const userId = await api.createUser();
    const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
    expect((await other.get(`/v1/users/${userId}`)).body.error.code).toBe('USER_NOT_FOUND');
    await other.get(`/v1/accounts/${created.body.data.account_id}`).expect(404);
    await other.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code: '123456' }).expect(404);
    expect((await other.post('/v1/accounts', { identifier: 'x@example.com', platform: 'uber', country: 'mx', user_id: userId })).body.error.code).toBe('USER_NOT_FOUND');
  });
});
