import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LIMIT_COUNTER, RATE_LIMITS } from '../../wiring/app.tokens';
import type { AppConfig } from '../../config/app-config';
import type { LimitCounter } from './limit-counter';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

const COUNTED = Symbol('verification counted');
const WHAT = 'verifications from this address';

/**
 * Verification needs no key, so it is counted per client address (`VERIFY_LIMIT_PER_MINUTE`), like the other
 * unauthenticated requests: guessing report ids or hashing uploads in bulk costs only the guesser. A count the
 * store cannot make refuses the request (`LimitCounter.strict`). Each request is counted once, however many
 * times it is asked: an upload before its body is read, a page by the route's guard.
 */
@Injectable()
export class VerificationLimit {
  constructor(
    @Inject(LIMIT_COUNTER) private readonly counter: LimitCounter,
    @Inject(RATE_LIMITS) private readonly limits: AppConfig['rateLimits'],
  ) {}

  /** Resolves when the request may be answered; rejects with 429 (or 503) when not. */
  async count(req: Request, res: Response): Promise<void> {
    const marked = req as Request & { [COUNTED]?: true };
    const limit = this.limits.verificationsPerAddress;
    if (marked[COUNTED] || limit <= 0) return;
    marked[COUNTED] = true;
    const decision = await this.counter.strict(`verify:${req.ip}`, limit, WHAT);
    setRateLimitHeaders(res, decision);
    if (!decision.allowed) throw rateLimited(decision, WHAT);
  }
}
