import { accountStatus } from '@gig/domain';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

onEveryDatabase((name, postgresUrl) => {
  describe(`Users, accounts and the connection flow on ${name}`, () => {
    const e2e = e2eSetup({ postgresUrl });

    async function connect(userId: string, platform: string, country: string, identifier: string, secret: Record<string, string>) {
      const created = await e2e.api.post('/v1/accounts', { identifier, platform, country, user_id: userId }).expect(201);
      const listed = (await e2e.api.get('/v1/platforms').expect(200)).body.data.find((p: { code: string }) => p.code === platform);
      const methods = listed.login_methods.map((method: string) => (method === 'otp_code' ? 'otp' : 'credentials'));
      expect(created.body.data).toMatchObject({ status: 'pending', next_step: 'otp', methods, platform, country });
      const accountId = created.body.data.account_id;
      const validated = await e2e.api.post(`/v1/accounts/${accountId}/validate`, secret).expect(200);
      expect(validated.body.data).toMatchObject({ status: accountStatus.syncing, next_step: null, methods });
      expect((await e2e.api.get(`/v1/accounts/${accountId}`).expect(200)).body.data.methods).toEqual(methods);
      return accountId as string;
    }

    it('connects uber (mx) and rappi (co) and aggregates their earnings in USD', async () => {
      const userId = await e2e.api.createUser('worker-7');
      const uber = await connect(userId, 'uber', 'mx', 'Ana.Driver@Example.com', { otp_code: '123456' });
      e2e.h.clock.advance(1000);
      const rappi = await connect(userId, 'rappi', 'co', '+57 300 123 4567', { otp_code: '654321' });
      expect(await e2e.h.runJobs()).toBe(2);
      for (const id of [uber, rappi]) {
        const account = await e2e.api.get(`/v1/accounts/${id}`).expect(200);
        expect(account.body.data).toMatchObject({ status: 'success', status_details: null, warning: null, last_successful_connection: '2025-03-15' });
      }
      const listed = await e2e.api.get(`/v1/users/${userId}/accounts`).expect(200);
      expect(listed.body.data.accounts.map((a: { account_id: string }) => a.account_id)).toEqual([uber, rappi]);
      expect(listed.body.data.accounts[0].identifier).toBe('ana.driver@example.com');
      const aggregated = await e2e.api.post('/v1/users/earnings/aggregated', { external_id: 'worker-7', start_date: '2025-01-01', end_date: '2025-03-15' }).expect(200);
      expect(aggregated.body.data.platforms_count).toBe(2);
      expect(aggregated.body.data.earnings.length).toBeGreaterThan(40);
      expect(aggregated.body.data.earnings.every((e: { currency: string }) => e.currency === 'usd')).toBe(true);
    });

    it('pages one account’s earnings and serves its profile', async () => {
      const userId = await e2e.api.createUser();
      const uber = await connect(userId, 'uber', 'mx', 'ana@example.com', { otp_code: '123456' });
      await e2e.h.runJobs();
      const window = { start_date: '2025-01-01', end_date: '2025-03-31' };
      const first = await e2e.api.post(`/v1/accounts/${uber}/earnings/search`, { ...window, options: { page: 1, items_per_page: 10 } }).expect(200);
      const total = first.body.pagination.total_items;
      expect(first.body.pagination).toEqual({ page: 1, items_per_page: 10, total_items: total, total_pages: Math.ceil(total / 10) });
      expect(first.body.data.earnings).toHaveLength(10);
      expect(first.body.data.earnings[0]).toEqual({ earning_date: expect.any(String), amount: expect.any(Number), currency: 'mxn', count_trips: expect.any(Number) });
      const last = await e2e.api.post(`/v1/accounts/${uber}/earnings/search`, { ...window, options: { page: first.body.pagination.total_pages, items_per_page: 10 } });
      expect(last.body.data.earnings.length).toBe(total - 10 * (first.body.pagination.total_pages - 1));
      const profile = await e2e.api.get(`/v1/accounts/${uber}/profile`).expect(200);
      expect(profile.body.data).toMatchObject({ account_id: uber, platform: 'uber', profile: { first_name: expect.any(String) } });
      expect((await e2e.api.get(`/v1/accounts/${uber}/employment`)).status).toBe(404);
    });

    it('connects imss with a CURP alone and serves the employment record', async () => {
      const userId = await e2e.api.createUser();
      const created = await e2e.api.post('/v1/accounts', { identifier: 'gode561231hdfrrn09', platform: 'imss', country: 'mx', user_id: userId }).expect(201);
      expect(created.body.data).toMatchObject({ status: accountStatus.syncing, next_step: null, methods: [], identifier: 'GODE561231HDFRRN09' });
      await e2e.h.runJobs();
      const employment = await e2e.api.get(`/v1/accounts/${created.body.data.account_id}/employment`).expect(200);
      expect(employment.body.data.employment_info.quoted_weeks).toBeGreaterThan(0);
      expect(employment.body.data.employment_history.length).toBeGreaterThanOrEqual(2);
      const refused = await e2e.api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { password: 'x' }).expect(422);
      const message = 'imss accounts need no validation.';
      expect(refused.body.error).toEqual({ code: 'bad_request', message, errors: [{ field: 'password', message }] });
    });

    it('leaves a failed validation in error with no next step, and an incomplete one with the step to send again', async () => {
      const userId = await e2e.api.createUser();
      const cases = [['a@example.com', '9995', 503, 'error', null], ['b@example.com', '9993', 401, 'incomplete', 'otp']] as const;
      for (const [identifier, otp_code, httpStatus, status, next_step] of cases) {
        const created = await e2e.api.post('/v1/accounts', { identifier, platform: 'uber', country: 'mx', user_id: userId }).expect(201);
        await e2e.api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code }).expect(httpStatus);
        const account = (await e2e.api.get(`/v1/accounts/${created.body.data.account_id}`).expect(200)).body.data;
        expect(account).toMatchObject({ status, next_step });
      }
    });

    it('keeps external ids unique: a repeat returns the same user with 200', async () => {
      const first = await e2e.api.post('/v1/users', { external_id: 'client-1' }).expect(201);
      const again = await e2e.api.post('/v1/users', { external_id: 'client-1' }).expect(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(first.body.data).toEqual({ user_id: expect.any(String), external_id: 'client-1', widget_id: null, created_at: expect.any(String) });
      expect((await e2e.api.get(`/v1/users/${first.body.data.user_id}`).expect(200)).body.data).toEqual(first.body.data);
      expect((await e2e.api.get('/v1/users?external_id=client-1').expect(200)).body.data.user_id).toBe(first.body.data.user_id);
      await e2e.api.get('/v1/users?external_id=nobody').expect(404);
    });

    it('deletes a user with its accounts and their data', async () => {
      const userId = await e2e.api.createUser('gone');
      const uber = await connect(userId, 'uber', 'mx', 'ana@example.com', { otp_code: '123456' });
      await e2e.h.runJobs();
      await e2e.api.delete(`/v1/users/${userId}`).expect(200);
      await e2e.api.get(`/v1/users/${userId}`).expect(404);
      await e2e.api.get(`/v1/accounts/${uber}`).expect(404);
      const rows = await e2e.h.database.dataSource.query('SELECT count(*)::int AS n FROM daily_earnings');
      expect(rows).toEqual([{ n: 0 }]);
    });

    it('deletes one account and refuses unknown ids, validation errors and a second connection', async () => {
      const userId = await e2e.api.createUser();
      const uber = await connect(userId, 'uber', 'mx', 'ana@example.com', { otp_code: '123456' });
      await e2e.h.runJobs();
      expect((await e2e.api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId })).body.error.code).toBe('already_connected');
      await e2e.api.delete(`/v1/accounts/${uber}`).expect(200);
      await e2e.api.get(`/v1/accounts/${uber}`).expect(404);
      await e2e.api.get('/v1/accounts/not-a-uuid').expect(404);
      const missing = await e2e.api.post('/v1/accounts', { platform: 'uber' }).expect(422);
      expect(missing.body.error.errors.map((e: { field: string }) => e.field)).toEqual(['identifier', 'country', 'user_id']);
      expect((await e2e.api.post('/v1/accounts', { identifier: 'a@b.co', platform: 'myspace', country: 'mx', user_id: userId })).status).toBe(422);
      expect((await e2e.api.post('/v1/accounts', { identifier: 'a@b.co', platform: 'ifood', country: 'mx', user_id: userId })).status).toBe(422);
      expect((await e2e.api.post('/v1/accounts', { identifier: 'a@b.co', platform: 'uber', country: 'mx', user_id: '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d' })).body.error.code).toBe('USER_NOT_FOUND');
    });

    it('lists the platform registry', async () => {
      const res = await e2e.api.get('/v1/platforms').expect(200);
      const codes = res.body.data.map((p: { code: string }) => p.code);
      expect(codes).toEqual(expect.arrayContaining(['uber', 'didi', 'cabify', 'indriver', 'beat', 'rappi', 'didi_food', 'uber_eats', 'cornershop', 'ifood', 'imss', 'issste']));
      expect(res.body.data.find((p: { code: string }) => p.code === 'imss')).toMatchObject({ family: 'social_security', countries: ['mx'], identifier_kind: 'curp' });
    });
  });
});
