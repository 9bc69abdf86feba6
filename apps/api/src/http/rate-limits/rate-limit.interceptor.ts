import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Company, ConsoleSession, Principal, RateLimitDecision, RateLimiter } from '@gig/domain';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { RATE_LIMITER, RATE_LIMITS } from '../../app.tokens';
import type { AppConfig } from '../../config/app-config';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

type Counted = { readonly key: string; readonly what: string };
const WARNING_INTERVAL_MS = 10_000;

/**
 * After authentication: one request counted against its caller (the API key, or the console member)
 * and against the caller's company, both under the company's own limit, else the service's: a
 * company's keys and members share one budget. The headers report the tighter count, 429
 * `too_many_requests` past either; public-key writes also count against the client address. A store
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
    if (principal) await this.countCaller(res, principal.company, { key: `key:${principal.keyId}`, what: 'requests of this key' });
    else if (consoleSession) await this.countCaller(res, consoleSession.company, { key: `member:${consoleSession.member.id}`, what: 'console requests of this member' });
    if (principal?.keyKind === 'public' && req.method === 'POST' && this.limits.publicWritesPerAddress > 0) {
      const decision = await this.count(`public-write:${req.ip}`, this.limits.publicWritesPerAddress);
      if (decision && !decision.allowed) {
        setRateLimitHeaders(res, decision);
        throw rateLimited(decision, 'public-key writes from this address');
      }
    }
    return next.handle();
  }

  private async countCaller(res: Response, company: Company, caller: Counted): Promise<void> {
    const limit = company.rateLimitPerMinute ?? this.limits.perKey;
    if (limit <= 0) return;
    const counted = [caller, { key: `company:${company.id}`, what: 'requests of this company' }];
    const decisions = await Promise.all(counted.map(({ key }) => this.count(key, limit)));
    const answered = counted.flatMap((what, i) => (decisions[i] ? [{ ...what, decision: decisions[i] }] : []));
    const refused = answered.find(({ decision }) => !decision.allowed);
    const tightest = refused ?? answered.sort((a, b) => a.decision.remaining - b.decision.remaining)[0];
    if (!tightest) return;
    setRateLimitHeaders(res, tightest.decision);
    if (refused) throw rateLimited(refused.decision, refused.what);
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
