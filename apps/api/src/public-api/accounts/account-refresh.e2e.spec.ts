import { DomainError, PlatformConnector, startOfNextDayInMexicoCity, accountStatus } from '@gig/domain';
import { apiClient, ApiClient, GOOD_IDENTIFIER } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { WebhookReceiver } from '../../testing/webhook-receiver';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { overriddenConnector } from '../../testing/overridden-connector';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

onEveryDatabase((name, postgresUrl) => {
  describe(`Ongoing refresh and reconnect, on a moved clock (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let receiver: WebhookReceiver;
    let refreshes: string[];
    let refreshFailure: DomainError | null;
    const counting = (connector: PlatformConnector): PlatformConnector => overriddenConnector(connector, {
      refresh: async (r) => {
        refreshes.push(r.identifier);
        if (refreshFailure) throw refreshFailure;
        return connector.refresh(r);
      },
    });

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, wrapConnector: counting, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
      receiver = await WebhookReceiver.start();
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      refreshes = [];
      refreshFailure = null;
      receiver.received.length = 0;
      api = apiClient(h.app, (await h.createCompany()).private_key);
      await api.post('/v1/webhooks', { url: receiver.url, name: 'refresh', events: ['account.requires_auth', 'login.failed_refresh', 'earnings.updated'] });
    }, RESET_BUDGET_MS);
    afterAll(async () => {
      await receiver.close();
      await h.close();
    }, CLOSE_BUDGET_MS);

    const account = async (id: string) => (await api.get(`/v1/accounts/${id}`)).body.data;
    const refreshNow = (id: string) => api.post(`/v1/accounts/${id}/refresh`);
    async function connected(identifier = 'ana@example.com', platform = 'uber', userId?: string): Promise<string> {
      const user = userId ?? (await api.createUser());
      const created = await api.post('/v1/accounts', { user_id: user, platform, country: 'mx', identifier });
      const id = created.body.data.account_id as string;
      if (created.body.data.next_step) await api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' });
      await h.runJobs();
      expect((await account(id)).status).toBe('success');
      return id;
    }
    /** The scheduler's tick and the jobs it queued, `after` from now. */
    async function refreshAfter(ms: number): Promise<number> {
      h.clock.advance(ms);
      const queued = await h.scheduleRefreshes();
      await h.runJobs();
      return queued;
    }
    const deliveredActions = async () => (await h.runWebhooks(), receiver.actions());

    it('plans the first refresh a day after connecting (±10%), refreshes without a login and plans the next', async () => {
      const id = await connected();
      const first = await account(id);
      const connectedAt = h.clock.now().getTime();
      expect(first).toMatchObject({ refresh_enabled: true, last_refreshed_at: null });
      const plan = Date.parse(first.next_refresh_at) - connectedAt;
      expect(plan).toBeGreaterThanOrEqual(0.9 * DAY);
      expect(plan).toBeLessThanOrEqual(1.1 * DAY);
      expect(await refreshAfter(plan - 1)).toBe(0);
      expect(await refreshAfter(1)).toBe(1);
      const after = await account(id);
      expect(after).toMatchObject({ status: 'success', status_details: null, last_refreshed_at: h.clock.now().toISOString() });
      expect(refreshes).toEqual(['ana@example.com']);
      const next = Date.parse(after.next_refresh_at) - h.clock.now().getTime();
      expect([next >= 0.9 * DAY, next <= 1.1 * DAY]).toEqual([true, true]);
    });

    it('spreads a cohort connected together over the jitter window', async () => {
      const user = await api.createUser();
      const ids = [];
      for (let i = 0; i < 8; i++) ids.push(await connected(`cohort${i}@example.com`, 'uber', user));
      const plans = await Promise.all(ids.map(async (id) => Date.parse((await account(id)).next_refresh_at)));
      expect(new Set(plans).size).toBe(8);
      expect(Math.max(...plans) - Math.min(...plans)).toBeLessThanOrEqual(0.2 * DAY);
    });

    it('refreshes on demand: 202 syncing, then success; 412 within 12 hours; 400 while one runs; 404 entity_not_found before any connection', async () => {
      const id = await connected();
      expect([(await refreshNow(id)).status, (await refreshNow(id)).body.error.code]).toEqual([412, 'recent_login_successful']);
      h.clock.advance(13 * HOUR);
      const started = await refreshNow(id);
      expect([started.status, started.body.data.status]).toEqual([202, accountStatus.syncing]);
      expect((await refreshNow(id)).body.error.code).toBe('login_in_process');
      await h.runJobs();
      expect(await account(id)).toMatchObject({ status: 'success', last_refreshed_at: h.clock.now().toISOString() });
      expect((await refreshNow(id)).body.error.code).toBe('recent_login_successful');
      const pending = (await api.post('/v1/accounts', { user_id: await api.createUser(), platform: 'uber', country: 'mx', identifier: 'new@example.com' })).body.data.account_id;
      const never = await refreshNow(pending);
      expect([never.status, never.body.error.code]).toEqual([404, 'entity_not_found']);
    });

    it('turns an account whose session ended requires_auth, stops refreshing it, and reconnects it keeping its id and history', async () => {
      const user = await api.createUser();
      const id = await connected('refresh-reauth@sandbox.gig.dev', 'uber', user);
      const window = { start_date: new Date(h.clock.now().getTime() - 300 * DAY).toISOString().slice(0, 10), end_date: new Date(h.clock.now().getTime() + 5 * DAY).toISOString().slice(0, 10) };
      const earnings = async () => (await api.post(`/v1/accounts/${id}/earnings/search`, window)).body.pagination.total_items as number;
      const before = await earnings();
      await deliveredActions();
      receiver.received.length = 0;
      expect(await refreshAfter(1.2 * DAY)).toBe(1);
      expect(await account(id)).toMatchObject({ status: accountStatus.requiresAuth, status_details: 'reauthentication_required', warning: 'needs_auth', next_refresh_at: null });
      expect(await deliveredActions()).toEqual(['account.requires_auth']);
      expect((await refreshNow(id)).body.error.code).toBe('reauthentication_required');
      expect(await refreshAfter(3 * DAY)).toBe(0);
      const again = await api.post('/v1/accounts', { user_id: user, platform: 'uber', country: 'mx', identifier: 'refresh-reauth@sandbox.gig.dev' });
      expect([again.status, again.body.data.account_id, again.body.data.status]).toEqual([201, id, 'pending']);
      await api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' });
      await h.runJobs();
      expect(await account(id)).toMatchObject({ status: 'success', warning: null, status_details: null });
      expect(await earnings()).toBeGreaterThanOrEqual(before);
    });

    it('keeps the data and success after a refresh fails for good, with failed_refresh, and tries again next cycle', async () => {
      const id = await connected('refresh-fails@sandbox.gig.dev');
      await deliveredActions();
      receiver.received.length = 0;
      expect(await refreshAfter(1.2 * DAY)).toBe(1);
      await refreshAfter(31_000);
      await refreshAfter(2 * 60_000 + 1_000);
      expect(refreshes).toHaveLength(3);
      const after = await account(id);
      expect(after).toMatchObject({ status: 'success', status_details: 'failed_refresh' });
      expect(Date.parse(after.next_refresh_at)).toBeGreaterThan(h.clock.now().getTime() + 0.8 * DAY);
      expect(await deliveredActions()).toEqual(['login.failed_refresh']);
    });

    it('announces earnings.updated only when a refresh changed them', async () => {
      h.clock.set('2025-03-15T07:00:00.000Z');
      const changing = await connected('refresh-new-earnings@sandbox.gig.dev');
      const steady = await connected('steady@example.com');
      await deliveredActions();
      receiver.received.length = 0;
      h.clock.advance(13 * HOUR);
      for (const id of [changing, steady]) expect((await refreshNow(id)).status).toBe(202);
      await h.runJobs();
      expect(refreshes.sort()).toEqual(['refresh-new-earnings@sandbox.gig.dev', 'steady@example.com']);
      expect(await deliveredActions()).toEqual(['earnings.updated']);
      expect(receiver.received[0].data.account_id).toBe(changing);
    });

    it('stops refreshing an account turned off, and plans it again when turned on', async () => {
      const id = await connected();
      const off = await api.put(`/v1/accounts/${id}`, {});
      expect(off.status).toBe(404);
      const patched = await api.patch(`/v1/accounts/${id}`, { refresh_enabled: false });
      expect(patched.body.data).toMatchObject({ refresh_enabled: false, next_refresh_at: null });
      expect(await refreshAfter(3 * DAY)).toBe(0);
      const on = await api.patch(`/v1/accounts/${id}`, { refresh_enabled: true });
      expect(Date.parse(on.body.data.next_refresh_at)).toBeGreaterThan(h.clock.now().getTime());
      expect((await api.patch(`/v1/accounts/${id}`, { refresh_enabled: 'yes' })).body.error).toMatchObject({ code: 'bad_request', errors: [expect.objectContaining({ field: 'refresh_enabled' })] });
    });

    it('holds spec 8: after too_many_requests an institute waits for the next day in Mexico City; after proxy_max_retries, 24 hours uncalled', async () => {
      const imss = await connected(GOOD_IDENTIFIER.curp, 'imss');
      refreshFailure = new DomainError('too_many_requests');
      await refreshAfter(1.2 * DAY);
      expect(Date.parse((await account(imss)).next_refresh_at)).toBe(startOfNextDayInMexicoCity(h.clock.now()).getTime());
      const uber = await connected('proxied@example.com');
      refreshFailure = new DomainError('proxy_max_retries_exceeded');
      refreshes = [];
      await refreshAfter(1.2 * DAY);
      const pausedAt = h.clock.now().getTime();
      expect(refreshes).toContain('proxied@example.com');
      expect(Date.parse((await account(uber)).next_refresh_at)).toBe(pausedAt + DAY);
      expect((await refreshNow(uber)).body.error.code).toBe('proxy_max_retries_exceeded');
      const calls = refreshes.length;
      await refreshAfter(DAY - 1);
      expect(refreshes).toHaveLength(calls);
    });

  });
});
