import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { apiClient } from '../testing/api-client';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

describe('Who may do what: public keys and company permissions', () => {
  let h: ApiHarness;
  let company: Awaited<ReturnType<ApiHarness['createCompany']>>;

  beforeAll(async () => {
    h = await openApiHarness();
  }, OPEN_BUDGET_MS);
  beforeEach(async () => {
    await h.reset();
    company = await h.createCompany();
  }, RESET_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('lets the widget’s public key create users and accounts and validate them, but read nothing', async () => {
    const widget = apiClient(h.app, company.public_key);
    const userId = await widget.createUser('w-1');
    const created = await widget.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
    const accountId = created.body.data.account_id;
    await widget.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
    await h.runJobs();
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
    const backend = apiClient(h.app, company.private_key);
    const widget = apiClient(h.app, company.public_key);
    const userId = await backend.createUser('known-worker');
    const probe = await widget.post('/v1/users', { external_id: 'known-worker' }).expect(403);
    expect(probe.body).toEqual({ success: false, data: null, error: { code: 'forbidden_error', message: expect.stringMatching(/public key cannot reach an existing user/), errors: null } });
    expect(JSON.stringify(probe.body)).not.toContain(userId);
    await widget.post('/v1/users', { external_id: 'new-worker' }).expect(201);
    expect((await backend.post('/v1/users', { external_id: 'known-worker' }).expect(200)).body.data.user_id).toBe(userId);
  });

  it('answers reads with read_permissions_disabled and account creation with write_permissions_disabled', async () => {
    const api = apiClient(h.app, company.private_key);
    const userId = await api.createUser();
    await h.database.repositories.companies.setPermissions(company.company_id, { readEnabled: false });
    expect((await api.get(`/v1/users/${userId}`)).body.error).toMatchObject({ code: 'read_permissions_disabled' });
    await h.database.repositories.companies.setPermissions(company.company_id, { readEnabled: true, writeEnabled: false });
    const res = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId });
    expect([res.status, res.body.error.code]).toEqual([401, 'write_permissions_disabled']);
    await api.get(`/v1/users/${userId}`).expect(200);
  });

  it('hides other companies’ users and accounts', async () => {
    const api = apiClient(h.app, company.private_key);
    const other = apiClient(h.app, (await h.createCompany('Other')).private_key);
    const userId = await api.createUser();
    const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
    expect((await other.get(`/v1/users/${userId}`)).body.error.code).toBe('USER_NOT_FOUND');
    await other.get(`/v1/accounts/${created.body.data.account_id}`).expect(404);
    await other.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code: '123456' }).expect(404);
    expect((await other.post('/v1/accounts', { identifier: 'x@example.com', platform: 'uber', country: 'mx', user_id: userId })).body.error.code).toBe('USER_NOT_FOUND');
  });
});
