import type { Server } from 'node:http';
import request from 'supertest';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { apiClient } from '../../testing/api-client';
import { listenForMetrics, metricsPort } from './metrics.server';

/** The value of one series in the Prometheus text, or null when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return null;
}

onEveryDatabase((name, postgresUrl) => {
  describe(`GET /metrics on its own listener (${name})`, () => {
    let h: ApiHarness;
    let metrics: Server;
    const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort(metrics)}/metrics`)).text();

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
      metrics = await listenForMetrics(h.composition.metrics, 0, '127.0.0.1');
    }, OPEN_BUDGET_MS);
    beforeEach(() => h.reset(), RESET_BUDGET_MS);
    afterAll(async () => {
      await new Promise((resolve) => metrics.close(resolve));
      await h.close();
    }, CLOSE_BUDGET_MS);

    it('counts requests by route template, method and status, never by raw path, and times them', async () => {
      const api = apiClient(h.app, (await h.createCompany()).private_key);
      const route = { route: '/v1/users/:user_id', method: 'GET', status: '200' };
      const before = await scrape();
      const userId = await api.createUser('metered');
      await api.get(`/v1/users/${userId}`).expect(200);
      await api.get(`/v1/users/${userId}`).expect(200);
      await request(h.app.getHttpServer()).get('/no/such/place/12345').expect(404);
      const text = await scrape();
      expect((sample(text, 'gig_http_requests_total', route) ?? 0) - (sample(before, 'gig_http_requests_total', route) ?? 0)).toBe(2);
      expect(sample(text, 'gig_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'gig_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(userId);
      expect(text).not.toContain('12345');
      expect(sample(text, 'gig_repository_call_duration_seconds_count', { repository: 'users', outcome: 'ok' })).toBeGreaterThan(0);
      expect(sample(text, 'gig_db_pool_size')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'gig_db_pool_waiting')).toBe(0);
      expect(sample(text, 'gig_db_circuit_open')).toBe(0);
    });

    it('shows a queued job in the queue depth and its age, and the depth falls once it ran', async () => {
      const api = apiClient(h.app, (await h.createCompany()).private_key);
      expect(sample(await scrape(), 'gig_jobs_due')).toBe(0);
      const userId = await api.createUser();
      const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
      await api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code: '123456' }).expect(200);
      h.clock.advance(30_000);
      const queued = await scrape();
      expect([sample(queued, 'gig_jobs_due'), sample(queued, 'gig_jobs_oldest_due_age_seconds'), sample(queued, 'gig_operations_gauges_up')]).toEqual([1, 30, 1]);
      await h.runJobs();
      expect(sample(await scrape(), 'gig_jobs_due')).toBe(0);
    });

    it('times each report by phase: its figures and its signed PDF', async () => {
      const api = apiClient(h.app, (await h.createCompany()).private_key);
      const userId = await api.createUser('reported');
      const phase = (text: string, name: string) => sample(text, 'gig_report_generation_seconds_count', { phase: name, status: 'ready' }) ?? 0;
      const before = await scrape();
      await api.post('/v1/reports', { user_id: userId }).expect(202);
      await h.runJobs();
      const after = await scrape();
      expect([phase(after, 'figures') - phase(before, 'figures'), phase(after, 'pdf') - phase(before, 'pdf')]).toEqual([1, 1]);
    });

    it('is not served on the public port', async () => {
      await request(h.app.getHttpServer()).get('/metrics').expect(404);
    });

    it('answers 404 for anything but GET /metrics on its own port', async () => {
      expect((await fetch(`http://127.0.0.1:${metricsPort(metrics)}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${metricsPort(metrics)}/metrics`, { method: 'POST' })).status).toBe(404);
    });
  });
});
