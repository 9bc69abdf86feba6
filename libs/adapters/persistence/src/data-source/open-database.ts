import { PGlite } from '@electric-sql/pglite';
import { DomainError, OperationsGauges, Repositories, SchemaVersion, UnitOfWork } from '@gig/domain';
import { Pool, types as pgTypes } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { migrations } from '../migrations/migrations';
import { TypeOrmUnitOfWork, typeOrmRepositories } from '../repositories/typeorm.repositories';
import { TypeOrmOperationsGauges } from '../repositories/typeorm.operations-gauges';
import { TypeOrmUsdRateStore } from '../repositories/typeorm.usd-rate.store';
import { entitySchemas } from '../schema/entity-schemas';
import { CircuitBreaker, CircuitState } from './circuit-breaker';
import { lockDataDir } from './data-dir.lock';
import { databaseUnavailable, translateEachFaults, translateFault, translateFaults } from './database-faults';
import type { DatabaseTarget } from './database-target';
import { DroppingPgClient } from './dropping.pg-client';
import { guardPool, probeServer, record } from './guarded.pg-pool';
import { pgliteDriver } from './pglite.driver';
import { makePrivate } from './private-files';
import { ListenForWebhookEvents, pgliteNotifications, postgresNotifications } from './webhook-notifications';

const DATE_OID = 1082;
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_CIRCUIT_FAILURES = 3;
export const DEFAULT_CIRCUIT_PROBE_MS = 1_000;
/** `/health` gives up on the database after this: it must answer 503 within 2 s of the database going away. */
const PING_TIMEOUT_MS = 1_500;
const keepText = (value: string) => value;

export interface Database {
  readonly dataSource: DataSource;
  readonly repositories: Repositories;
  readonly unitOfWork: UnitOfWork;
  readonly usdRates: TypeOrmUsdRateStore;
  /** `service_unavailable` when the database does not answer, saying why when the circuit is open. */
  ping(): Promise<void>;
  /** Open while the database is known not to answer: every call then fails at once (always closed on PGlite). */
  circuitState(): CircuitState;
  /** Connections of the pool: open, checked out, and callers waiting for one (the embedded database: one, busy or not). */
  poolStats(): PoolStats;
  /** Whether every migration of this build has been applied (a process started by an older build may have opened it). */
  readonly schema: SchemaVersion;
  /** Queue depths and ages for the operator's metrics. */
  readonly operations: OperationsGauges;
  /** Hears every committed webhook event of this schema, from any process. */
  listenForWebhookEvents: ListenForWebhookEvents;
  close(): Promise<void>;
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
}

/** Opens the database, brings its schema up to date and returns the repositories over it. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const common = { entities: entitySchemas, migrations, synchronize: false, logging: false } as const;
  let unlock = () => undefined as void;
  let dataSourceOptions: DataSourceOptions;
  let listenForWebhookEvents: ListenForWebhookEvents;
  let breaker: CircuitBreaker | null = null;
  if (target.kind === 'postgres') {
    const connectTimeoutMs = target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    breaker = new CircuitBreaker({
      failures: target.circuitFailures ?? DEFAULT_CIRCUIT_FAILURES,
      probeMs: target.circuitProbeMs ?? DEFAULT_CIRCUIT_PROBE_MS,
      probe: probeServer({ connectionString: target.url }, connectTimeoutMs),
      onChange: options.onCircuitChange,
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
    const getTypeParser = (oid: number, format?: 'text' | 'binary') =>
      oid === DATE_OID ? keepText : pgTypes.getTypeParser(oid, format);
    dataSourceOptions = {
      ...common,
      type: 'postgres',
      url: target.url,
      schema: target.schema,
      poolSize: target.poolSize ?? 10,
      extra: {
        Client: DroppingPgClient.observedBy({ statementEnded: (error) => record(circuit, error) }),
        types: { getTypeParser },
        connectionTimeoutMillis: target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        // A pooler in transaction mode refuses this startup parameter: the role's setting rules there.
        ...(pooled ? {} : { statement_timeout: target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS }),
        query_timeout: (target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS) + 1_000,
        ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
      },
    };
  } else {
    if (target.dataDir) unlock = lockDataDir(target.dataDir);
    const db = await PGlite.create({ dataDir: target.dataDir ?? undefined, loadDataDir: target.template, parsers: { [DATE_OID]: keepText } });
    listenForWebhookEvents = await pgliteNotifications(db);
    dataSourceOptions = { ...common, type: 'postgres', driver: pgliteDriver(db) };
  }
  const dataSource = new DataSource(dataSourceOptions);
  let pool: Pool | null = null;
  try {
    await dataSource.initialize();
    if (breaker) guardPool((dataSource.driver as PostgresDriver).master as Pool, breaker);
    pool = (dataSource.driver as PostgresDriver).master as Pool;
    if (options.migrate ?? true) await dataSource.runMigrations({ transaction: 'each' });
    if (target.kind === 'pglite' && target.dataDir) makePrivate(target.dataDir);
  } catch (error) {
    breaker?.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    unlock();
    throw error;
  }
  return {
    dataSource,
    repositories: translateEachFaults(typeOrmRepositories(dataSource.manager)),
    unitOfWork: translateFaults(new TypeOrmUnitOfWork(dataSource)),
    usdRates: translateFaults(new TypeOrmUsdRateStore(dataSource.manager)),
    listenForWebhookEvents,
    ping: async () => {
      const circuit = breaker?.state ?? { state: 'closed' };
      if (circuit.state === 'open') {
        const why = `circuit open since ${circuit.since.toISOString()}: ${circuit.reason}`;
        throw new DomainError('service_unavailable', `The database is not answering (${why}); every call fails at once until a check gets an answer.`);
      }
      try {
        await withTimeout(dataSource.query('SELECT 1').catch((error: unknown) => Promise.reject(translateFault(error))), PING_TIMEOUT_MS);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'service_unavailable') breaker?.open('the health check found the database unreachable');
        throw error;
      }
    },
    circuitState: () => breaker?.state ?? { state: 'closed' },
    poolStats: () => (pool ? { size: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount } : { size: 0, inUse: 0, waiting: 0 }),
    schema: translateFaults({ isAtHead: async () => !(await dataSource.showMigrations()) }),
    operations: translateFaults(new TypeOrmOperationsGauges(dataSource.manager)),
    close: async () => {
      breaker?.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
      if (target.kind === 'pglite' && target.dataDir) makePrivate(target.dataDir);
      unlock();
    },
  };
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
