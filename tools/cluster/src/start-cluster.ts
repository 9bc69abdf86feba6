import { rmSync } from 'node:fs';
import { ApiFleet } from './api-fleet';
import { clusterLayout, ClusterLayout, missingPackages } from './cluster-layout';
import { startHaproxy, stopHaproxy } from './haproxy.process';
import type { Managed } from './managed-process';
import { startPgBouncer, stopPgBouncer } from './pgbouncer.process';
import { PostgresCluster } from './postgres-cluster';

export interface Cluster {
  readonly layout: ClusterLayout;
  readonly postgres: PostgresCluster;
  readonly fleet: ApiFleet;
  /** HAProxy's address: where clients go. */
  readonly url: string;
  /** Stops everything and removes the temporary folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  readonly basePort: number;
  readonly log: (line: string) => void;
  /** Settings for every API process, and for the first one only (it starts alone and migrates). */
  readonly apiEnv?: Record<string, string>;
  readonly firstApiEnv?: Record<string, string>;
  /** Called before the API processes start (the schema is not there yet). */
  readonly beforeApis?: (postgres: PostgresCluster) => Promise<void>;
  readonly onApiLine?: (index: number, line: string) => void;
  readonly onHaproxyLine?: (line: string) => void;
  /** Patroni's, PostgreSQL's, etcd's and the database HAProxy's output (also in `<member>.log` in the folder). */
  readonly onDatabaseLine?: (line: string) => void;
}

/**
 * Two PostgreSQL members under Patroni (etcd, synchronous replication, pgBackRest archiving) behind HAProxy, PgBouncer,
 * three API processes and HAProxy in front of them, on loopback, in a temporary folder.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const missing = missingPackages();
  if (missing.length) throw new Error(`Missing Debian packages: ${missing.join(', ')}. Install them with:\n  apt-get update && apt-get install -y ${missing.join(' ')}`);
  const layout = await clusterLayout(options.basePort);
  const { log } = options;
  log(`Starting the cluster in ${layout.dir} …`);
  const started: { postgres?: PostgresCluster; bouncer?: Managed; haproxy?: Managed; fleet?: ApiFleet } = {};
  const stop = async () => {
    if (started.haproxy) await stopHaproxy(started.haproxy);
    await started.fleet?.stopAll();
    if (started.bouncer) await stopPgBouncer(started.bouncer);
    await started.postgres?.stop();
    rmSync(layout.dir, { recursive: true, force: true });
  };
  try {
    started.postgres = await PostgresCluster.start(layout, log, options.onDatabaseLine);
    await options.beforeApis?.(started.postgres);
    started.bouncer = await startPgBouncer(layout);
    log(`  PgBouncer (transaction pooling) on 127.0.0.1:${layout.pgbouncerPort}`);
    started.fleet = new ApiFleet(layout, options.apiEnv, options.onApiLine);
    await started.fleet.startAll(options.firstApiEnv);
    log(`  API processes on ${layout.apiPorts.map((port) => `127.0.0.1:${port}`).join(', ')} (metrics on ${layout.metricsPorts.join(', ')})`);
    started.haproxy = await startHaproxy(layout, options.onHaproxyLine ?? (() => undefined));
    log(`  HAProxy on 127.0.0.1:${layout.haproxyPort} (stats page http://127.0.0.1:${layout.haproxyStatsPort}/)`);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { layout, postgres: started.postgres, fleet: started.fleet, url: `http://127.0.0.1:${layout.haproxyPort}`, stop };
}
