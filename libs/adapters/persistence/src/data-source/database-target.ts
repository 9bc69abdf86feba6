import { resolve } from 'node:path';

export type PoolMode = 'direct' | 'transaction';
const POOL_MODES: readonly PoolMode[] = ['direct', 'transaction'];

/** Where the data lives: a PostgreSQL server, or PGlite embedded in the process. */
export type DatabaseTarget = (
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /**
       * A direct connection to the server for LISTEN, which a transaction pooler cannot carry (default: `url`).
       * Pooled connections only ever run statements and transactions that leave nothing behind on their session.
       */
      readonly listenUrl?: string;
      /**
       * `transaction`: `url` is a pooler in transaction mode (PgBouncer), which refuses startup parameters
       * other than a few it tracks: connections then send none (no `statement_timeout`, no `search_path`),
       * and the server's statement time-out is the role's (`ALTER ROLE … SET statement_timeout`). Default `direct`.
       */
      readonly poolMode?: PoolMode;
      readonly schema?: string;
      readonly poolSize?: number;
      /** Connecting, and waiting for a free pooled connection (default 2 s). */
      readonly connectTimeoutMs?: number;
      /** One statement, enforced by the server and, for a server that stopped answering, by the client (default 10 s). */
      readonly statementTimeoutMs?: number;
      /** Statements or connections in a row the server leaves unanswered before every call fails at once (default 3). */
      readonly circuitFailures?: number;
      /** While calls fail at once, the pause between checks that the server answers again (default 1 s). */
      readonly circuitProbeMs?: number;
      /**
       * Streaming replicas (`DATABASE_REPLICA_URLS`) for the reads that tolerate a few seconds of lag, in turn; each
       * gets a pool like the primary's (size, time limits, schema, pool mode). None: every read on the primary.
       */
      readonly replicaUrls?: readonly string[];
      /** A replica further behind the primary than this is skipped until it catches up (`REPLICA_MAX_LAG_MS`, default 5 s). */
      readonly replicaMaxLagMs?: number;
      /** Between two probes of the replicas (default 1 s, or a fifth of the lag limit when shorter). */
      readonly replicaProbeMs?: number;
    }
  | {
      readonly kind: 'pglite';
      readonly dataDir: string | null;
      /** A data directory to start from, as `PGlite.dumpDataDir` writes it (tests: an already migrated copy). */
      readonly template?: Blob;
    }
) & {
  /**
   * How long one API request may wait for the database, for connections and statements together (default 4 s): past
   * it, or once the circuit opens, it answers 503. Work outside requests (jobs, report generation, migrations) keeps
   * the limits above. On PGlite: the wait for its one session.
   */
  readonly requestTimeoutMs?: number;
};

/**
 * `DATABASE_URL` chooses PostgreSQL; without it the embedded PGlite keeps its files under `DATA_DIR`.
 * Throws one error naming every bad `DATABASE_*` value.
 */
export function databaseTargetFromEnv(env: Record<string, string | undefined>): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  const problems: string[] = [];
  const requestTimeoutMs = whole(env, 'DATABASE_REQUEST_TIMEOUT_MS', 100, 600_000, 'a whole number of milliseconds', problems);
  if (!url) {
    if (problems.length > 0) throw new Error(problems.join(' '));
    return { kind: 'pglite', dataDir: resolve(env.DATA_DIR?.trim() || '.data', 'pglite'), requestTimeoutMs };
  }
  if (!isPostgresUrl(url)) problems.push(`DATABASE_URL must be a postgres:// or postgresql:// URL (got "${redactUrl(url)}").`);
  const listenUrl = env.DATABASE_LISTEN_URL?.trim() || undefined;
  if (listenUrl && !isPostgresUrl(listenUrl)) problems.push(`DATABASE_LISTEN_URL must be a postgres:// or postgresql:// URL (got "${redactUrl(listenUrl)}").`);
  const poolMode = (env.DATABASE_POOL_MODE?.trim() || undefined) as PoolMode | undefined;
  if (poolMode && !POOL_MODES.includes(poolMode)) problems.push(`DATABASE_POOL_MODE must be one of ${POOL_MODES.join(', ')} (got "${poolMode}").`);
  const poolSize = whole(env, 'DATABASE_POOL_SIZE', 1, 200, 'a whole number', problems);
  const connectTimeoutMs = whole(env, 'DATABASE_CONNECT_TIMEOUT_MS', 100, 600_000, 'a whole number of milliseconds', problems);
  const statementTimeoutMs = whole(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 100, 600_000, 'a whole number of milliseconds', problems);
  const circuitFailures = whole(env, 'DATABASE_CIRCUIT_FAILURES', 1, 1_000, 'a whole number', problems);
  const circuitProbeMs = whole(env, 'DATABASE_CIRCUIT_PROBE_MS', 100, 600_000, 'a whole number of milliseconds', problems);
  const replicaUrls = (env.DATABASE_REPLICA_URLS ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const badReplicas = replicaUrls.filter((item) => !isPostgresUrl(item));
  if (badReplicas.length > 0) problems.push(`DATABASE_REPLICA_URLS must list postgres:// or postgresql:// URLs, comma-separated (got ${badReplicas.map((item) => `"${redactUrl(item)}"`).join(', ')}).`);
  const replicaMaxLagMs = whole(env, 'REPLICA_MAX_LAG_MS', 100, 3_600_000, 'a whole number of milliseconds', problems);
  if (problems.length > 0) throw new Error(problems.join(' '));
  return {
    kind: 'postgres', url, listenUrl, poolMode, poolSize, connectTimeoutMs, statementTimeoutMs, requestTimeoutMs, circuitFailures, circuitProbeMs,
    ...(replicaUrls.length > 0 ? { replicaUrls, replicaMaxLagMs } : {}),
  };
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

function whole(env: Record<string, string | undefined>, name: string, min: number, max: number, what: string, problems: string[]): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  problems.push(`${name} must be ${what} from ${min} to ${max} (got "${raw}").`);
  return undefined;
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}

export function describeTarget(target: DatabaseTarget): string {
  const replicas = target.kind === 'postgres' && target.replicaUrls?.length ? ` with ${target.replicaUrls.length} read replica(s)` : '';
  return target.kind === 'postgres'
    ? `PostgreSQL at ${redactUrl(target.url)}${replicas}`
    : `embedded PGlite ${target.dataDir ? `in ${target.dataDir}` : 'in memory'}`;
}
