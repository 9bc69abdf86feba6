import type { OperationsGauges, OperationsSnapshot } from '@gig/domain';
import type { CircuitState, PoolStats, ReplicaReads } from '@gig/persistence';
import { registerReplicaMetrics } from './replica-metrics';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read on each scrape. */
export interface MetricSources {
  readonly poolStats: () => PoolStats;
  readonly circuitState: () => CircuitState;
  readonly operations: OperationsGauges;
  /** The read replicas (none configured: no replica metrics). */
  readonly replicas?: ReplicaReads;
  readonly now: () => Date;
}

/** Short calls (a repository call, an API answer) sit in the low buckets; a slow upstream in the high ones. */
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The service's Prometheus metrics, one registry per composition (tests run several side by side). No label
 * carries a tenant, key, user or raw path: route templates, method and class names, outcomes, which are bounded.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({ name: 'gig_http_requests_total', help: 'HTTP requests answered, by route template, method and status.', labelNames: ['route', 'method', 'status'], registers: [this.registry] });
  readonly httpDuration = new Histogram({ name: 'gig_http_request_duration_seconds', help: 'Time to answer an HTTP request.', labelNames: ['route', 'method', 'status'], buckets: SECONDS, registers: [this.registry] });
  readonly repositoryDuration = new Histogram({ name: 'gig_repository_call_duration_seconds', help: 'Time of each repository call (its SQL), by repository and method; outcome ok or error.', labelNames: ['repository', 'method', 'outcome'], buckets: SECONDS, registers: [this.registry] });
  readonly webhookDelivery = new Histogram({ name: 'gig_webhook_delivery_duration_seconds', help: 'Time of each webhook delivery attempt, by outcome (delivered, refused: a non-2xx answer, no_answer).', labelNames: ['outcome'], buckets: SECONDS, registers: [this.registry] });
  readonly fxCalls = new Counter({ name: 'gig_fx_provider_calls_total', help: 'Calls to exchange-rate providers (not answered from the cache), by provider and outcome (answered, failed).', labelNames: ['provider', 'outcome'], registers: [this.registry] });
  readonly rateLimitRefusals = new Counter({ name: 'gig_rate_limit_refusals_total', help: 'Requests refused by a rate limit, by limit (company, console, failed_auth, public_read, public_write; other: report verification).', labelNames: ['limit'], registers: [this.registry] });
  readonly reportGeneration = new Histogram({ name: 'gig_report_generation_seconds', help: 'Time to make an income report, by phase (figures: the data, figures and JSON; pdf: the signed PDF) and status (ready, failed).', labelNames: ['phase', 'status'], buckets: SECONDS, registers: [this.registry] });
  readonly backgroundTicks = new Histogram({ name: 'gig_background_tick_duration_seconds', help: 'Time of each tick of a background loop (jobs, refresh, webhooks, retention), by outcome (ok, error).', labelNames: ['loop', 'outcome'], buckets: SECONDS, registers: [this.registry] });
  private readonly operations: Record<keyof OperationsSnapshot, Gauge>;
  private readonly operationsUp = new Gauge({ name: 'gig_operations_gauges_up', help: '1 when the last scrape read the queue gauges from the database, 0 when it could not (they then keep their last values).', registers: [this.registry] });

  constructor(private readonly sources: MetricSources, options: { readonly processMetrics?: boolean } = {}) {
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    const pool = (name: string, help: string, pick: (stats: PoolStats) => number) =>
      new Gauge({ name, help, registers: [this.registry], collect() { this.set(pick(sources.poolStats())); } });
    pool('gig_db_pool_size', 'Database connections open (the embedded database: always 1).', (stats) => stats.size);
    pool('gig_db_pool_in_use', 'Database connections checked out (the embedded database: 1 while a statement or transaction holds it).', (stats) => stats.inUse);
    pool('gig_db_pool_waiting', 'Callers waiting for a database connection (the embedded database: those queued behind the one session).', (stats) => stats.waiting);
    new Gauge({ name: 'gig_db_circuit_open', help: '1 while the database circuit is open (every call fails at once), else 0.', registers: [this.registry], collect() { this.set(sources.circuitState().state === 'open' ? 1 : 0); } });
    if (sources.replicas && sources.replicas.status().length > 0) registerReplicaMetrics(this.registry, sources.replicas);
    const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [this.registry] });
    this.operations = {
      jobsDue: gauge('gig_jobs_due', 'Jobs queued and due, waiting for a worker (every process).'),
      jobsRunning: gauge('gig_jobs_running', 'Jobs held by a worker (every process).'),
      oldestDueJobAgeMs: gauge('gig_jobs_oldest_due_age_seconds', 'How long the oldest due job has waited past its run time.'),
      refreshLagMs: gauge('gig_refresh_lag_seconds', 'How far past its planned time the most overdue account refresh is.'),
      webhookBacklog: gauge('gig_webhook_backlog', 'Webhook deliveries pending (due or waiting for a retry).'),
      oldestDueWebhookAgeMs: gauge('gig_webhook_oldest_due_age_seconds', 'How long the oldest due webhook delivery has waited past its attempt time.'),
    };
  }

  /** The text a scrape gets; the queue gauges are read first, in one statement. */
  async scrape(): Promise<string> {
    try {
      const snapshot = await this.sources.operations.read(this.sources.now());
      for (const [key, gauge] of Object.entries(this.operations) as [keyof OperationsSnapshot, Gauge][]) {
        gauge.set(key.endsWith('Ms') ? snapshot[key] / 1000 : snapshot[key]);
      }
      this.operationsUp.set(1);
    } catch {
      this.operationsUp.set(0);
    }
    return this.registry.metrics();
  }

  /** The background loops' metrics hooks. */
  readonly backgroundHooks = {
    tickEnded: (loop: string, outcome: 'ok' | 'error', seconds: number) => this.backgroundTicks.observe({ loop, outcome }, seconds),
  };

  get contentType(): string {
    return this.registry.contentType;
  }
}
