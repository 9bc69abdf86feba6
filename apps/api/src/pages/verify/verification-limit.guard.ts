import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { RateLimiter } from '@gig/domain';
import type { Request, Response } from 'express';
import { RATE_LIMITER, RATE_LIMITS } from '../../composition/app.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { rateLimited, setRateLimitHeaders } from '../../platform/http/rate-limits/rate-limit-headers';

/**
 * Verification needs no key, so it is counted per client address (`VERIFY_LIMIT_PER_MINUTE`), like the other
 * unauthenticated requests: guessing report ids or hashing uploads in bulk costs only the guesser. A store that
 * cannot count lets the request through, as everywhere.
 */
@Injectable()
export class VerificationLimitGuard implements CanActivate {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(RATE_LIMITS) private readonly limits: AppConfig['rateLimits'],
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.limits.verificationsPerAddress;
    if (limit <= 0) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const decision = await this.limiter.consume(`verify:${req.ip}`, limit).catch(() => null);
    if (!decision) return true;
    const res = context.switchToHttp().getResponse<Response>();
    setRateLimitHeaders(res, decision);
    if (!decision.allowed) throw rateLimited(decision, 'verifications from this address');
    return true;
  }
}
