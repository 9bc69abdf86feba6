import type { ReplicaReads } from '@gig/persistence';
import { Counter, Gauge, Registry } from 'prom-client';

/**
 * The read replicas' metrics, labelled by replica index (its place in `DATABASE_REPLICA_URLS`), never by host:
 * whether reads go there, its lag at the last probe, and the reads each target served. Read on each scrape.
 */
export function registerReplicaMetrics(registry: Registry, replicas: ReplicaReads): void {
  new Gauge({
    name: 'gig_db_replica_up', help: '1 while reads go to this read replica; 0 while it is skipped (unreachable, not a standby, lagging past REPLICA_MAX_LAG_MS, or not probed yet).',
    labelNames: ['replica'], registers: [registry],
    collect() {
      for (const status of replicas.status()) this.set({ replica: String(status.index) }, status.state === 'up' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'gig_db_replica_lag_seconds', help: 'How far the read replica was behind the primary at its last probe (NaN when it could not be measured).',
    labelNames: ['replica'], registers: [registry],
    collect() {
      for (const status of replicas.status()) this.set({ replica: String(status.index) }, status.lagMs === null ? Number.NaN : status.lagMs / 1000);
    },
  });
  const reads = monotonic(registry, 'gig_db_reads_total', 'Lag-tolerant reads (the read use cases), by the target that answered: primary, or replica_<index>.', 'target');
  const fallbacks = monotonic(registry, 'gig_db_replica_fallbacks_total', 'Reads a replica failed (unreachable, cancelled) or did not find, answered again by the primary.', 'replica');
  reads.collectFrom = () => {
    const counts = replicas.reads();
    return [['primary', counts.primary], ...counts.replicas.map((count, index) => [`replica_${index}`, count] as [string, number])];
  };
  fallbacks.collectFrom = () => replicas.reads().fallbacks.map((count, index) => [String(index), count]);
}

/** A counter that follows running totals kept elsewhere: each scrape adds what they grew by since the last. */
function monotonic(registry: Registry, name: string, help: string, label: string): { collectFrom: () => [string, number][] } {
  const source = { collectFrom: (): [string, number][] => [] };
  const seen = new Map<string, number>();
  new Counter({
    name, help, labelNames: [label], registers: [registry],
    collect() {
      for (const [value, total] of source.collectFrom()) {
        const grown = total - (seen.get(value) ?? 0);
        seen.set(value, total);
        this.inc({ [label]: value }, Math.max(0, grown));
      }
    },
  });
  return source;
}
