import { Logger } from '@nestjs/common';
import { DomainError, RateLimitDecision, RateLimiter, RateLimitTimeout } from '@gig/domain';

const WARNING_INTERVAL_MS = 10_000;

/**
 * Counts requests in the service's limiter, and decides what a count the store cannot make means. `lenient` (a
 * company's or a console member's budget: availability first) lets the request through uncounted; `strict` (the
 * security counts and the per-address limits, which a burst must not slip past) refuses it: 429 with `retry-after`
 * when the count did not come in time, 503 when the store failed. Either way one warning every few seconds says how
 * many, rather than one line each.
 */
export class LimitCounter {
  private readonly logger = new Logger('RateLimits');
  private lastWarning = -Infinity;
  private readonly missed = { passed: 0, refused: 0 };

  /** `strictLimiter`: the same counts within the strict budget (`RATE_LIMIT_STRICT_TIMEOUT_MS`), longer than the lenient one. */
  constructor(private readonly limiter: RateLimiter, private readonly strictLimiter: RateLimiter = limiter) {}

  /** The decision, or null when the store could not count. */
  async lenient(key: string, limit: number): Promise<RateLimitDecision | null> {
    try {
      return await this.limiter.consume(key, limit);
    } catch (error) {
      this.missed.passed++;
      this.warn(error);
      return null;
    }
  }

  /** The decision; a count the store could not make refuses the request (`what`: what was being counted, for the message). */
  async strict(key: string, limit: number, what: string): Promise<RateLimitDecision> {
    try {
      return await this.strictLimiter.consume(key, limit);
    } catch (error) {
      this.missed.refused++;
      this.warn(error);
      if (error instanceof RateLimitTimeout) {
        throw new DomainError('too_many_requests', `The count of ${what} could not be made in time; retry after 1 s.`, null, 1);
      }
      throw new DomainError('service_unavailable', 'Rate limits cannot be counted right now; retry shortly.', null, 1);
    }
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARNING_INTERVAL_MS) return;
    const { passed, refused } = this.missed;
    this.logger.warn(`Rate limits not counted (since the last warning: ${passed} let through, ${refused} refused): ${(error as Error).message}`);
    [this.lastWarning, this.missed.passed, this.missed.refused] = [now, 0, 0];
  }
}
