import type { RateLimitDecision, RateLimiter } from '@gig/domain';
import type { Pool } from 'pg';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Database } from '../data-source/open-database';

const WINDOW_SECONDS = 60;
/** Created by the migration RateLimits1763700000004, in the shape rate-limiter-flexible reads. */
const TABLE = 'rate_limits';

/** `RateLimiter` on rate-limiter-flexible: one limiter per limit value, over the store `make` builds. */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(private readonly make: (points: number, keyPrefix: string) => RateLimiterAbstract) {}

  async consume(key: string, limit: number): Promise<RateLimitDecision> {
    try {
      return decision(true, limit, await this.limiterFor(limit).consume(key));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return decision(false, limit, refusal);
      throw refusal;
    }
  }

  async peek(key: string, limit: number): Promise<RateLimitDecision> {
    const standing = await this.limiterFor(limit).get(key);
    if (!standing) return { allowed: true, limit, remaining: limit, resetMs: WINDOW_SECONDS * 1000 };
    return decision(standing.consumedPoints < limit, limit, standing);
  }

  private limiterFor(limit: number): RateLimiterAbstract {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      limiter = this.make(limit, `rl${limit}`);
      this.limiters.set(limit, limiter);
    }
    return limiter;
  }
}

function decision(allowed: boolean, limit: number, standing: RateLimiterRes): RateLimitDecision {
  return { allowed, limit, remaining: Math.max(0, limit - standing.consumedPoints), resetMs: Math.max(0, standing.msBeforeNext) };
}

/**
 * The service's rate limiter: counts in the `rate_limits` table on PostgreSQL, so that every server
 * process shares them; in memory on the embedded PGlite, which only one process can open.
 */
export function createRateLimiter(database: Pick<Database, 'dataSource'>): RateLimiter {
  const pool = sharedPool(database.dataSource);
  return new FlexibleRateLimiter((points, keyPrefix) =>
    pool
      ? new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true, points, duration: WINDOW_SECONDS, keyPrefix })
      : new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix }),
  );
}

function sharedPool(dataSource: DataSource): Pool | null {
  if ((dataSource.options as { driver?: unknown }).driver) return null;
  return (dataSource.driver as PostgresDriver).master as Pool;
}
