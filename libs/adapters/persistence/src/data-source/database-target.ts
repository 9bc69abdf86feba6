import { resolve } from 'node:path';

/** Where the data lives: a PostgreSQL server, or PGlite embedded in the process. */
export type DatabaseTarget =
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly schema?: string;
      readonly poolSize?: number;
      /** Connecting, and waiting for a free pooled connection (default 2 s). */
      readonly connectTimeoutMs?: number;
      /** One statement, enforced by the server and, for a server that stopped answering, by the client (default 10 s). */
      readonly statementTimeoutMs?: number;
    }
  | { readonly kind: 'pglite'; readonly dataDir: string | null };

/** `DATABASE_URL` chooses PostgreSQL; without it the embedded PGlite keeps its files under `DATA_DIR`. */
export function databaseTargetFromEnv(env: Record<string, string | undefined>): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL (got "${redactUrl(url)}").`);
    }
    const poolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined;
    if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize > 0 && poolSize <= 200)) {
      throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 200 (got "${env.DATABASE_POOL_SIZE}").`);
    }
    const connectTimeoutMs = milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS');
    const statementTimeoutMs = milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS');
    return { kind: 'postgres', url, poolSize, connectTimeoutMs, statementTimeoutMs };
  }
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR?.trim() || '.data', 'pglite') };
}

function milliseconds(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 600_000) throw new Error(`${name} must be a whole number of milliseconds from 100 to 600000 (got "${raw}").`);
  return value;
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}

export function describeTarget(target: DatabaseTarget): string {
  return target.kind === 'postgres'
    ? `PostgreSQL at ${redactUrl(target.url)}`
    : `embedded PGlite ${target.dataDir ? `in ${target.dataDir}` : 'in memory'}`;
}
