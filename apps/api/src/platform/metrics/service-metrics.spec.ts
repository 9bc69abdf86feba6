import type { OperationsSnapshot, SendResult } from '@gig/domain';
import type { CircuitState, PoolStats } from '@gig/persistence';
import { countingRefusals, timedWebhookSender } from './observed-adapters';
import { ServiceMetrics } from './service-metrics';

const QUIET: OperationsSnapshot = { jobsDue: 0, jobsRunning: 0, oldestDueJobAgeMs: 0, refreshLagMs: 0, webhookBacklog: 0, oldestDueWebhookAgeMs: 0 };

function setup() {
  const state = { circuit: { state: 'closed' } as CircuitState, pool: { size: 3, inUse: 1, waiting: 0 } as PoolStats, snapshot: QUIET, down: false };
  const metrics = new ServiceMetrics({
    poolStats: () => state.pool,
    circuitState: () => state.circuit,
    operations: { read: async () => (state.down ? Promise.reject(new Error('service_unavailable')) : state.snapshot) },
    now: () => new Date('2026-01-01T00:00:00Z'),
  });
  const line = async (name: string) => (await metrics.scrape()).split('\n').find((entry) => entry.startsWith(`${name} `) || entry.startsWith(`${name}{`));
  return { state, metrics, line };
}

describe('ServiceMetrics', () => {
  it('reads the pool and the circuit on each scrape, so an opening circuit shows at the next', async () => {
    const t = setup();
    expect([await t.line('gig_db_circuit_open'), await t.line('gig_db_pool_size'), await t.line('gig_db_pool_in_use')]).toEqual(['gig_db_circuit_open 0', 'gig_db_pool_size 3', 'gig_db_pool_in_use 1']);
    t.state.circuit = { state: 'open', since: new Date(), reason: '3 database calls in a row timed out' };
    t.state.pool = { size: 10, inUse: 10, waiting: 7 };
    expect([await t.line('gig_db_circuit_open'), await t.line('gig_db_pool_waiting')]).toEqual(['gig_db_circuit_open 1', 'gig_db_pool_waiting 7']);
  });

  it('gives ages in seconds, and keeps the last queue values, flagged, when the database does not answer', async () => {
    const t = setup();
    t.state.snapshot = { ...QUIET, jobsDue: 4, oldestDueJobAgeMs: 2_500, refreshLagMs: 60_000, webhookBacklog: 9 };
    expect([await t.line('gig_jobs_due'), await t.line('gig_jobs_oldest_due_age_seconds'), await t.line('gig_refresh_lag_seconds'), await t.line('gig_webhook_backlog')])
      .toEqual(['gig_jobs_due 4', 'gig_jobs_oldest_due_age_seconds 2.5', 'gig_refresh_lag_seconds 60', 'gig_webhook_backlog 9']);
    t.state.down = true;
    expect([await t.line('gig_jobs_due'), await t.line('gig_operations_gauges_up')]).toEqual(['gig_jobs_due 4', 'gig_operations_gauges_up 0']);
  });

  it('counts rate-limit refusals by limit, never by key', async () => {
    const t = setup();
    let allowed = true;
    const standing = async (_key: string, limit: number) => ({ allowed, limit, remaining: 0, resetMs: 1 });
    const limiter = countingRefusals({ consume: standing, peek: standing }, t.metrics);
    await limiter.consume('company:0b6f7f0e-aaaa', 1);
    allowed = false;
    await limiter.consume('company:0b6f7f0e-aaaa', 1);
    for (const key of ['failed-auth:10.0.0.1', 'public-read:10.0.0.1', 'public-write:10.0.0.1', 'console:member:0b6f7f0e-bbbb', 'verify:10.0.0.1']) await limiter.consume(key, 1);
    const text = await t.metrics.scrape();
    for (const limit of ['company', 'failed_auth', 'public_read', 'public_write', 'console', 'other']) expect(text).toContain(`gig_rate_limit_refusals_total{limit="${limit}"} 1`);
    expect(text).not.toMatch(/0b6f7f0e|10\.0\.0\.1/);
  });

  it('times webhook attempts by outcome', async () => {
    const t = setup();
    const results: SendResult[] = [{ delivered: true, httpStatus: 204 }, { delivered: false, httpStatus: 500, error: 'HTTP 500' }, { delivered: false, httpStatus: null, error: 'no answer' }];
    const sender = timedWebhookSender({ send: async () => results.shift() as SendResult }, t.metrics);
    for (let i = 0; i < 3; i++) await sender.send({} as never);
    const text = await t.metrics.scrape();
    for (const outcome of ['delivered', 'refused', 'no_answer']) expect(text).toContain(`gig_webhook_delivery_duration_seconds_count{outcome="${outcome}"} 1`);
  });

  it('times the ticks of the background loops by loop and outcome', async () => {
    const t = setup();
    t.metrics.backgroundHooks.tickEnded('jobs', 'ok', 0.01);
    t.metrics.backgroundHooks.tickEnded('webhooks', 'error', 0.02);
    const text = await t.metrics.scrape();
    expect(text).toContain('gig_background_tick_duration_seconds_count{loop="jobs",outcome="ok"} 1');
    expect(text).toContain('gig_background_tick_duration_seconds_count{loop="webhooks",outcome="error"} 1');
  });
});
