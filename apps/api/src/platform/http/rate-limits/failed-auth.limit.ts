import { isDomainError } from '@gig/domain';
import type { Request, Response } from 'express';
import { httpStatusOf } from '../error-statuses';
import type { LimitCounter } from './limit-counter';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

/**
 * Guessing keys costs, and only the guesser: a request that fails authentication (a 401) counts
 * against its client address, and once the address is past its limit such requests are answered
 * 429 instead. The count comes first and decides, so parallel guesses cannot slip past it; a count
 * the store cannot make in time refuses the request too (429, or 503 when the store fails). A
 * request that authenticates is never looked up in the count: one misconfigured service behind a
 * shared address does not lock out the others.
 */
export class FailedAuthLimit {
  constructor(
    private readonly counter: LimitCounter,
    private readonly perMinute: number,
  ) {}

  async check<T>(req: Request, res: Response, authenticate: () => Promise<T>): Promise<T> {
    try {
      return await authenticate();
    } catch (error) {
      if (this.perMinute <= 0 || !isDomainError(error) || httpStatusOf(error.code) !== 401) throw error;
      const what = 'failed authentications from this address';
      const standing = await this.counter.strict(`failed-auth:${req.ip}`, this.perMinute, what);
      if (standing.allowed) throw error;
      setRateLimitHeaders(res, standing);
      throw rateLimited(standing, what);
    }
  }
}
