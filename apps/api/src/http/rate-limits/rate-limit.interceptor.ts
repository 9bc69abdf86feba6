import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Principal, RateLimitDecision, RateLimiter } from '@gig/domain';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { RATE_LIMITER, RATE_LIMITS } from '../../app.tokens';
import type { AppConfig } from '../../config/app-config';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

/**
 * After authentication: one request counted against the key's limit (the company's own, else the
 * service's), with the headers on every answer and 429 `too_many_requests` past it; public-key
 * writes also against the client address. A store that cannot count lets the request through:
 * limiting must not take the API down with it.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RateLimits');

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(RATE_LIMITS) private readonly limits: AppConfig['rateLimits'],
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const res = context.switchToHttp().getResponse<Response>();
    const principal = req.principal;
    const perKey = principal?.company.rateLimitPerMinute ?? this.limits.perKey;
    if (principal && perKey > 0) {
      const decision = await this.count(`key:${principal.keyId}`, perKey);
      if (decision) {
        setRateLimitHeaders(res, decision);
        if (!decision.allowed) throw rateLimited(decision, 'requests of this key');
      }
    }
    if (principal?.keyKind === 'public' && req.method === 'POST' && this.limits.publicWritesPerAddress > 0) {
      const decision = await this.count(`public-write:${req.ip}`, this.limits.publicWritesPerAddress);
      if (decision && !decision.allowed) {
        setRateLimitHeaders(res, decision);
        throw rateLimited(decision, 'public-key writes from this address');
      }
    }
    return next.handle();
  }

  private async count(key: string, limit: number): Promise<RateLimitDecision | null> {
    try {
      return await this.limiter.consume(key, limit);
    } catch (error) {
      this.logger.warn(`Rate limits not counted: ${(error as Error).message}`);
      return null;
    }
  }
}
