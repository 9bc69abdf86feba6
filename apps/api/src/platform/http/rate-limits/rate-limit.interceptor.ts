import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Company, ConsoleSession, Principal, RateLimitDecision, RateLimiter } from '@gig/domain';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { RATE_LIMITER, RATE_LIMITS } from '../../../composition/app.tokens';
import type { AppConfig } from '../../config/app-config';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

const WARNING_INTERVAL_MS = 10_000;

/**
 * After authentication: one request counted against the caller's company (whether an API key or a console
 * member sent it), under the company's own limit, else the service's: a company's keys and members share one
 * budget, which bounds each of them too. (A second count per key at the same limit could refuse nothing the
 * company's does not, and two counts racing can refuse a request that neither alone would.) 429
 * `too_many_requests` past it; public-key writes also count against the client address. A store
 * that cannot count (or not in time) lets the request through: limiting must not take the API down with it.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RateLimits');
  /** A stuck store fails every request: one warning every few seconds says how many, rather than one line each. */
  private lastWarning = -Infinity;
  private uncounted = 0;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(RATE_LIMITS) private readonly limits: AppConfig['rateLimits'],
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal; consoleSession?: ConsoleSession }>();
    const res = context.switchToHttp().getResponse<Response>();
    const { principal, consoleSession } = req;
    const company = principal?.company ?? consoleSession?.company;
    if (company) await this.countCompany(res, company);
    if (principal?.keyKind === 'public' && req.method === 'POST' && this.limits.publicWritesPerAddress > 0) {
      const decision = await this.count(`public-write:${req.ip}`, this.limits.publicWritesPerAddress);
      if (decision && !decision.allowed) {
        setRateLimitHeaders(res, decision);
        throw rateLimited(decision, 'public-key writes from this address');
      }
    }
    return next.handle();
  }

  private async countCompany(res: Response, company: Company): Promise<void> {
    const limit = company.rateLimitPerMinute ?? this.limits.perKey;
    if (limit <= 0) return;
    const decision = await this.count(`company:${company.id}`, limit);
    if (!decision) return;
    setRateLimitHeaders(res, decision);
    if (!decision.allowed) throw rateLimited(decision, 'requests of this company');
  }

  private async count(key: string, limit: number): Promise<RateLimitDecision | null> {
    try {
      return await this.limiter.consume(key, limit);
    } catch (error) {
      this.uncounted++;
      const now = Date.now();
      if (now - this.lastWarning >= WARNING_INTERVAL_MS) {
        this.logger.warn(`Rate limits not counted (${this.uncounted} since the last warning): ${(error as Error).message}`);
        [this.lastWarning, this.uncounted] = [now, 0];
      }
      return null;
    }
  }
}
