import { PGlite } from '@electric-sql/pglite';
import { DomainError, OperationsGauges, Repositories, SchemaVersion, UnitOfWork } from '@gig/domain';
import { Pool } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { TypeOrmUnitOfWork, typeOrmRepositories } from '../repositories/typeorm.repositories';
import { TypeOrmOperationsGauges } from '../repositories/typeorm.operations-gauges';
import { TypeOrmUsdRateStore } from '../repositories/typeorm.usd-rate.store';
import { CircuitBreaker, CircuitState } from './circuit-breaker';
import { lockDataDir } from './data-dir.lock';
import { databaseUnavailable, translateEachFaults, translateFault, translateFaults } from './database-faults';
import type { DatabaseTarget } from './database-target';
import { guardPool, probeServer, record, willQueue } from './guarded.pg-pool';
import { pgliteDriver } from './pglite.driver';
import { DATE_OID, DEFAULT_CONNECT_TIMEOUT_MS, dataSourceCommon, keepText, postgresDataSourceOptions, PostgresTarget } from './postgres.data-source-options';
import { ReadCounts, replicaRoutedRepositories } from './replica-router';
import { DEFAULT_REPLICA_MAX_LAG_MS, ReplicaSet, ReplicaStatus } from './replica-set';
import { makePrivate } from './private-files';
import { DEFAULT_REQUEST_TIMEOUT_MS, WaitingRequests, withinRequestBudget } from './request-budget';
import { ListenForWebhookEvents, pgliteNotifications, postgresNotifications } from './webhook-notifications';

export { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './postgres.data-source-options';
export { DEFAULT_REQUEST_TIMEOUT_MS, outsideRequestBudget } from './request-budget';
export const DEFAULT_CIRCUIT_FAILURES = 3;
export const DEFAULT_CIRCUIT_PROBE_MS = 1_000;
/** `/health` gives up on the database after this: it must answer 503 within 2 s of the database going away. */
const PING_TIMEOUT_MS = 1_500;

export interface Database {
  readonly dataSource: DataSource;
  readonly repositories: Repositories;
  readonly unitOfWork: UnitOfWork;
  readonly usdRates: TypeOrmUsdRateStore;
  /**
   * `service_unavailable` when the database does not answer, saying why when the circuit is open; opens the circuit
   * when it finds the server silent (checked on a connection of its own while every pooled one is busy).
   */
  ping(): Promise<void>;
  /**
   * Runs `work` (one API request) so that its waits for the database, connections and statements together, last at most
   * the target's `requestTimeoutMs`, and end as soon as the circuit opens: it then answers `service_unavailable`.
   * On PGlite only the wait for its one session is bounded: a statement, running inside the process, runs to its end.
   */
  duringRequest<T>(work: () => T): T;
  /** Open while the database is known not to answer: every call then fails at once (always closed on PGlite). */
  circuitState(): CircuitState;
  /** Connections of the pool: open, checked out, and callers waiting for one (the embedded database: one, busy or not). */
  poolStats(): PoolStats;
  /** Whether every migration of this build has been applied (a process started by an older build may have opened it). */
  readonly schema: SchemaVersion;
  /** Queue depths and ages for the operator's metrics. */
  readonly operations: OperationsGauges;
  /**
   * Repositories for the reads that tolerate a few seconds of lag (the read use cases only): on a well replica
   * of `DATABASE_REPLICA_URLS` in turn, else on the primary. Without replicas, the very object `repositories` is.
   */
  readonly readRepositories: Repositories;
  /** The replicas' states and the reads each target served (no replicas: an empty list, every read on the primary). */
  readonly replicas: ReplicaReads;
  /** Hears every committed webhook event of this schema, from any process. */
  listenForWebhookEvents: ListenForWebhookEvents;
  close(): Promise<void>;
}

export interface ReplicaReads {
  status(): readonly ReplicaStatus[];
  reads(): ReadCounts;
  /** Probes every replica now (they are probed every second, or a fifth of the lag limit, anyway). */
  probe(): Promise<void>;
}

export interface PoolStats {
  readonly size: number;
  readonly inUse: number;
  readonly waiting: number;
}

export interface OpenOptions {
  /** Apply pending migrations (default true). */
  readonly migrate?: boolean;
  /** Told when calls start failing at once because PostgreSQL does not answer, and when it answers again. */
  readonly onCircuitChange?: (state: CircuitState) => void;
  /** Told when a read replica changes state (up, lagging, down), and why. */
  readonly onReplicaChange?: (status: ReplicaStatus) => void;
}

/** Opens the database, brings its schema up to date and returns the repositories over it. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  let unlock = () => undefined as void;
  let dataSourceOptions: DataSourceOptions;
  let listenForWebhookEvents: ListenForWebhookEvents;
  let breaker: CircuitBreaker | null = null;
  const waiting = new WaitingRequests();
  if (target.kind === 'postgres') {
    const connectTimeoutMs = target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    breaker = new CircuitBreaker({
      failures: target.circuitFailures ?? DEFAULT_CIRCUIT_FAILURES,
      probeMs: target.circuitProbeMs ?? DEFAULT_CIRCUIT_PROBE_MS,
      probe: probeServer({ connectionString: target.url }, connectTimeoutMs),
      onChange: (state) => {
        if (state.state === 'open') waiting.abandonAll(circuit.refusal() ?? databaseUnavailable());
        options.onCircuitChange?.(state);
      },
    });
    const circuit = breaker;
    const pooled = target.poolMode === 'transaction';
    if (pooled && target.schema) throw new Error('A schema other than the default needs search_path on every connection, which a transaction pooler cannot carry.');
    // LISTEN holds its session for as long as it listens: never on a pooled connection.
    listenForWebhookEvents = postgresNotifications({
      connectionString: target.listenUrl ?? target.url,
      timeoutMs: target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    dataSourceOptions = postgresDataSourceOptions(target, target.url, { statementEnded: (error) => record(circuit, error), waiting });
  } else {
    if (target.dataDir) unlock = lockDataDir(target.dataDir);
    const db = await PGlite.create({ dataDir: target.dataDir ?? undefined, loadDataDir: target.template, parsers: { [DATE_OID]: keepText } });
    listenForWebhookEvents = await pgliteNotifications(db);
    dataSourceOptions = { ...dataSourceCommon, type: 'postgres', driver: pgliteDriver(db) };
  }
  const dataSource = new DataSource(dataSourceOptions);
  let pool: Pool | null = null;
  try {
    await dataSource.initialize();
    if (breaker) guardPool((dataSource.driver as PostgresDriver).master as Pool, breaker, waiting);
    pool = (dataSource.driver as PostgresDriver).master as Pool;
    if (options.migrate ?? true) await dataSource.runMigrations({ transaction: 'each' });
    if (target.kind === 'pglite' && target.dataDir) makePrivate(target.dataDir);
  } catch (error) {
    breaker?.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    unlock();
    throw error;
  }
  const primaryRepositories = typeOrmRepositories(dataSource.manager);
  const repositories = translateEachFaults(primaryRepositories);
  const replicas = target.kind === 'postgres' ? openReplicas(target, dataSource, options.onReplicaChange) : null;
  const counts = { primary: 0, replicas: (replicas?.status() ?? []).map(() => 0), fallbacks: (replicas?.status() ?? []).map(() => 0) };
  return {
    dataSource,
    repositories,
    readRepositories: replicas ? translateEachFaults(replicaRoutedRepositories(primaryRepositories, replicas, counts)) : repositories,
    replicas: {
      status: () => replicas?.status() ?? [],
      reads: () => ({ primary: counts.primary, replicas: [...counts.replicas], fallbacks: [...counts.fallbacks] }),
      probe: async () => replicas?.probe(),
    },
    unitOfWork: translateFaults(new TypeOrmUnitOfWork(dataSource)),
    usdRates: translateFaults(new TypeOrmUsdRateStore(dataSource.manager)),
    listenForWebhookEvents,
    ping: async () => {
      const circuit = breaker?.state ?? { state: 'closed' };
      if (circuit.state === 'open') {
        const why = `circuit open since ${circuit.since.toISOString()}: ${circuit.reason}`;
        const retryAfter = breaker?.refusal()?.retryAfterSeconds ?? 1;
        throw new DomainError('service_unavailable', `The database is not answering (${why}); every call fails at once until a check gets an answer.`, null, retryAfter);
      }
      // A pool whose every connection is busy says nothing about the server: ask it on a connection of the check's own.
      const check = target.kind === 'postgres' && pool && willQueue(pool) ? probeServer({ connectionString: target.url }, PING_TIMEOUT_MS)() : dataSource.query('SELECT 1');
      try {
        await withTimeout(check.catch((error: unknown) => Promise.reject(translateFault(error))), PING_TIMEOUT_MS);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'service_unavailable') breaker?.open('the health check found the database unreachable');
        throw error;
      }
    },
    duringRequest: (work) => withinRequestBudget(target.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, work),
    circuitState: () => breaker?.state ?? { state: 'closed' },
    poolStats: () => (pool ? { size: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount } : { size: 0, inUse: 0, waiting: 0 }),
    schema: translateFaults({ isAtHead: async () => !(await dataSource.showMigrations()) }),
    operations: translateFaults(new TypeOrmOperationsGauges(dataSource.manager)),
    close: async () => {
      await replicas?.close();
      breaker?.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
      if (target.kind === 'pglite' && target.dataDir) makePrivate(target.dataDir);
      unlock();
    },
  };
}

/** The replicas of `target`, probing, or null when it names none. */
function openReplicas(target: PostgresTarget, primary: DataSource, onChange?: (status: ReplicaStatus) => void): ReplicaSet | null {
  if (!target.replicaUrls?.length) return null;
  const primaryLsn = async () => ((await primary.query('SELECT pg_current_wal_lsn()::text AS lsn')) as { lsn: string }[])[0].lsn;
  const set = new ReplicaSet(target, target.replicaUrls, { maxLagMs: target.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS, probeMs: target.replicaProbeMs, primaryLsn, onChange });
  set.start();
  return set;
}

/** `work`, or `service_unavailable` once `ms` have passed without its answer. */
async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(databaseUnavailable()), ms)));
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
