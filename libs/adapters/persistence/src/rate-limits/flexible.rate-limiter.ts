import { RateLimitDecision, RateLimiter, RateLimitTimeout } from '@gig/domain';
import { Pool } from 'pg';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import type { Database } from '../data-source/open-database';

const WINDOW_SECONDS = 60;
/** Created by the migration RateLimits1763700000004, in the shape rate-limiter-flexible reads. */
const TABLE = 'rate_limits';
/** The limiter's own connections: its stuck statements never take the service's pool. */
const POOL_SIZE = 2;
/** A limiter statement that waits this long (a locked table) is cancelled, giving its connection back. */
const STATEMENT_TIMEOUT_MS = 1_000;

/** What the limiter could not do: answers given up after the time budget, and store errors. For a metrics endpoint. */
export interface RateLimiterCounters {
  readonly timeouts: number;
  readonly failures: number;
}

/** The service's limiter: a `RateLimiter` that counts its own time-outs and closes its own connections. */
export interface ServiceRateLimiter extends RateLimiter {
  counters(): RateLimiterCounters;
  /** The same counts (same store, same keys) within another time budget: a strict count may wait longer than a lenient one. */
  within(timeoutMs: number): RateLimiter;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Each count gives up (rejects) after this; 0: waits for the store. */
  readonly timeoutMs?: number;
}

/** `RateLimiter` on rate-limiter-flexible: one limiter per limit value, over the store `make` builds, within `timeoutMs`. */
export class FlexibleRateLimiter implements ServiceRateLimiter {
  private readonly limiters = new Map<number, RateLimiterAbstract>();
  private readonly stores: (limit: number) => RateLimiterAbstract;
  private readonly counts: { timeouts: number; failures: number };

  constructor(
    make: (points: number, keyPrefix: string) => RateLimiterAbstract,
    private readonly options: RateLimiterOptions & { readonly onClose?: () => Promise<void> } = {},
    shared?: { readonly stores: (limit: number) => RateLimiterAbstract; readonly counts: { timeouts: number; failures: number } },
  ) {
    this.stores = shared?.stores ?? storePerLimit(make);
    this.counts = shared?.counts ?? { timeouts: 0, failures: 0 };
  }

  within(timeoutMs: number): RateLimiter {
    return new FlexibleRateLimiter(noStore, { timeoutMs }, { stores: this.stores, counts: this.counts });
  }

  async consume(key: string, limit: number): Promise<RateLimitDecision> {
    try {
      return decision(true, limit, await this.limiterFor(limit).consume(key));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return decision(false, limit, refusal);
      throw this.counted(refusal);
    }
  }

  async peek(key: string, limit: number): Promise<RateLimitDecision> {
    const standing = await this.limiterFor(limit).get(key).catch((error: unknown) => Promise.reject(this.counted(error)));
    if (!standing) return { allowed: true, limit, remaining: limit, resetMs: WINDOW_SECONDS * 1000 };
    return decision(standing.consumedPoints < limit, limit, standing);
  }

  counters(): RateLimiterCounters {
    return { ...this.counts };
  }

  async close(): Promise<void> {
    await this.options.onClose?.();
  }

  private counted(error: unknown): unknown {
    if (error instanceof Error && error.message === TIMED_OUT) {
      this.counts.timeouts++;
      return new RateLimitTimeout(this.options.timeoutMs ?? 0);
    }
    this.counts.failures++;
    return error;
  }

  private limiterFor(limit: number): RateLimiterAbstract {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      const store = this.stores(limit);
      const timeoutMs = this.options.timeoutMs ?? 0;
      limiter = timeoutMs > 0 ? new RLWrapperTimeouts({ limiter: store, timeoutMs }) : store;
      this.limiters.set(limit, limiter);
    }
    return limiter;
  }
}

const noStore = (): never => {
  throw new Error('A limiter made by within() counts in the stores of the limiter it came from.');
};

/** One store per limit value, made once: every time budget counts in the same store (in memory, the same map). */
function storePerLimit(make: (points: number, keyPrefix: string) => RateLimiterAbstract): (limit: number) => RateLimiterAbstract {
  const stores = new Map<number, RateLimiterAbstract>();
  return (limit) => {
    let store = stores.get(limit);
    if (!store) stores.set(limit, (store = make(limit, `rl${limit}`)));
    return store;
  };
}

/** The message of RLWrapperTimeouts' rejection. */
const TIMED_OUT = 'Operation timed out';

function decision(allowed: boolean, limit: number, standing: RateLimiterRes): RateLimitDecision {
  return { allowed, limit, remaining: Math.max(0, limit - standing.consumedPoints), resetMs: Math.max(0, standing.msBeforeNext) };
}

/**
 * The service's rate limiter: counts in the `rate_limits` table on PostgreSQL, over a small pool of
 * its own, so that every server process shares them; in memory on the embedded PGlite, which only
 * one process can open.
 */
export function createRateLimiter(database: Pick<Database, 'dataSource'>, options: RateLimiterOptions = {}): ServiceRateLimiter {
  const pool = ownPool(database.dataSource);
  return new FlexibleRateLimiter(
    (points, keyPrefix) =>
      pool
        ? new RateLimiterPostgres({ storeClient: unnamedStatements(pool), storeType: 'pool', tableName: TABLE, tableCreated: true, points, duration: WINDOW_SECONDS, keyPrefix })
        : new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix }),
    { ...options, onClose: async () => pool?.end() },
  );
}

/** A pool like the service's (same server, schema, client), with few connections and a short statement timeout. */
function ownPool(dataSource: DataSource): Pool | null {
  const options = dataSource.options as PostgresConnectionOptions & { driver?: unknown };
  if (options.driver) return null;
  const pool = new Pool({
    ...(options.extra as object),
    connectionString: options.url,
    max: POOL_SIZE,
    // Only where the service's pool sends one: a pooler in transaction mode refuses it.
    statement_timeout: 'statement_timeout' in (options.extra as object) ? STATEMENT_TIMEOUT_MS : undefined,
    query_timeout: STATEMENT_TIMEOUT_MS + 500,
    connectionTimeoutMillis: STATEMENT_TIMEOUT_MS,
  });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * The pool, its statements stripped of the names rate-limiter-flexible gives them: a named statement is
 * prepared once per connection and then reused by name, which behind a transaction pooler lands on a
 * server connection that never prepared it.
 */
function unnamedStatements(pool: Pool): Pick<Pool, 'query'> {
  return { query: (({ text, values }: { text: string; values?: unknown[] }) => pool.query(text, values)) as Pool['query'] };
}
