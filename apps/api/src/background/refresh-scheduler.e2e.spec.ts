import type { PlatformConnector } from '@gig/domain';
import { OPEN_BUDGET_MS, TestClock } from '@gig/testing';
import { randomBytes } from 'node:crypto';
import { apiClient } from '../testing/api-client';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { overriddenConnector } from '../testing/overridden-connector';

const DAY = 86_400_000;

describe('The refresh scheduler, running', () => {
  it('with REFRESH_INTERVAL=5s, a sandbox account connected through the API refreshes again and again with no further call', async () => {
    const clock = new TestClock(new Date('2026-03-02T15:00:00.000Z'));
    const env = { REFRESH_ENABLED: 'true', REFRESH_INTERVAL: '5s', REFRESH_TICK_MS: '50', JOBS_ENABLED: 'true', JOB_POLL_MS: '50' };
    const h = await openApiHarness({ clock, env });
    const ticking = setInterval(() => clock.advance(1_000), 50);
    try {
      const api = apiClient(h.app, (await h.createCompany()).private_key);
      const created = await api.post('/v1/accounts', { user_id: await api.createUser(), platform: 'uber', country: 'mx', identifier: 'ana@example.com' });
      const id = created.body.data.account_id;
      await api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' });
      const seen = new Set<string>();
      for (const deadline = Date.now() + 10_000; seen.size < 3 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        const account = (await api.get(`/v1/accounts/${id}`)).body.data;
        if (account.last_refreshed_at) {
          seen.add(account.last_refreshed_at);
          expect(Date.parse(account.next_refresh_at ?? account.last_refreshed_at)).toBeGreaterThanOrEqual(Date.parse(account.last_refreshed_at));
        }
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
      const latest = (await api.get(`/v1/accounts/${id}`)).body.data;
      expect(latest.status).toBe('success');
    } finally {
      clearInterval(ticking);
      await h.close();
    }
  }, OPEN_BUDGET_MS + 30_000);
});

if (process.env.TEST_DATABASE_URL) {
  describe('Two server processes on one PostgreSQL', () => {
    /** Two API processes sharing one PostgreSQL and one clock; 24 uber accounts connected and a day later due. */
    async function twoProcessesWithDueAccounts(env: Record<string, string>, run: (first: ApiHarness, second: ApiHarness, refreshed: string[]) => Promise<void>) {
      const refreshed: string[] = [];
      const counting = (connector: PlatformConnector): PlatformConnector => overriddenConnector(connector, {
        refresh: async (r) => (refreshed.push(r.identifier), connector.refresh(r)),
      });
      const clock = new TestClock(new Date('2026-03-02T15:00:00.000Z'));
      const secretKey = randomBytes(32);
      const first = await openApiHarness({ postgresUrl: process.env.TEST_DATABASE_URL, clock, secretKey, wrapConnector: counting, env });
      const other = await first.database.secondConnection();
      if (!other) throw new Error('PostgreSQL gives a second connection');
      let second: ApiHarness | null = null;
      try {
        second = await openApiHarness({ clock, secretKey, wrapConnector: counting, env, database: { ...other, truncate: first.database.truncate, secondConnection: async () => null } });
        const api = apiClient(first.app, (await first.createCompany()).private_key);
        const user = await api.createUser();
        for (let i = 0; i < 24; i++) {
          const id = (await api.post('/v1/accounts', { user_id: user, platform: 'uber', country: 'mx', identifier: `twin${i}@example.com` })).body.data.account_id;
          await api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' });
        }
        await first.runJobs();
        clock.advance(1.2 * DAY);
        await run(first, second, refreshed);
      } finally {
        await second?.app.close();
        await other.close();
        await first.close();
      }
    }

    it('never refresh the same account twice: each due account is taken by one scheduler and refreshed once', async () => {
      await twoProcessesWithDueAccounts({ REFRESH_MAX_CONCURRENCY_RIDE_HAILING: '100' }, async (first, second, refreshed) => {
        const queued = await Promise.all([first.scheduleRefreshes(), second.scheduleRefreshes(), first.scheduleRefreshes(), second.scheduleRefreshes()]);
        expect(queued.reduce((sum, n) => sum + n, 0)).toBe(24);
        await Promise.all([first.runJobs(), second.runJobs(), first.runJobs(), second.runJobs()]);
        expect(refreshed).toHaveLength(24);
        expect(new Set(refreshed).size).toBe(24);
      });
    }, 60_000);

    it("hold a family's cap together: schedulers ticking side by side never queue more than REFRESH_MAX_CONCURRENCY_<FAMILY>", async () => {
      await twoProcessesWithDueAccounts({ REFRESH_MAX_CONCURRENCY_RIDE_HAILING: '5' }, async (first, second, refreshed) => {
        for (let round = 0; round < 5; round++) {
          const queued = await Promise.all([first.scheduleRefreshes(), second.scheduleRefreshes(), first.scheduleRefreshes(), second.scheduleRefreshes()]);
          expect(queued.reduce((sum, n) => sum + n, 0)).toBe(round < 4 ? 5 : 4);
          await Promise.all([first.runJobs(), second.runJobs()]);
        }
        expect(new Set(refreshed).size).toBe(24);
      });
    }, 60_000);
  });
}
