/** Where a key stands in its current one-minute window. */
export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Milliseconds until the window resets (and, when refused, until a request may pass again). */
  readonly resetMs: number;
}

/** Counts requests per key over one-minute windows, shared by every process of the service. */
export interface RateLimiter {
  /** Counts one request of `key` against `limit` per minute. */
  consume(key: string, limit: number): Promise<RateLimitDecision>;
  /** The standing of `key` without counting a request. */
  peek(key: string, limit: number): Promise<RateLimitDecision>;
}

/** What `consume` and `peek` reject with when the store has not answered within the limiter's time budget (it may still count). */
export class RateLimitTimeout extends Error {
  constructor(readonly budgetMs: number) {
    super(`The rate-limit store did not answer within ${budgetMs} ms.`);
    this.name = 'RateLimitTimeout';
  }
}
