import { resolve } from 'node:path';

/** Where the data lives: a PostgreSQL server, or PGlite embedded in the process. */
export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string; readonly poolSize?: number }
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
    return { kind: 'postgres', url, poolSize };
  }
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR?.trim() || '.data', 'pglite') };
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}

export function describeTarget(target: DatabaseTarget): string {
  return target.kind === 'postgres'
    ? `PostgreSQL at ${redactUrl(target.url)}`
    : `embedded PGlite ${target.dataDir ? `in ${target.dataDir}` : 'in memory'}`;
}
