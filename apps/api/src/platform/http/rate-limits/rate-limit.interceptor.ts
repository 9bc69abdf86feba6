import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Principal, RateLimitDecision } from '@gig/domain';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { LIMIT_COUNTER, RATE_LIMITS } from '../../wiring/app.tokens';
import type { AppConfig } from '../../config/app-config';
import type { LimitCounter } from './limit-counter';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

const READS = new Set(['GET', 'HEAD']);

/** One count per request, after authentication: its key, its limit, what it counts (for the message), and whether a missed count refuses. */
interface Count {
  readonly key: string;
  readonly limit: number;
  readonly what: string;
  readonly strict: boolean;
}

/**
 * Who pays for a request. A company's budget (its own limit, else `RATE_LIMIT_PER_MINUTE`) is its private keys'
 * alone, so that nothing a browser holds can spend it: a public key or a connect token (both sit in a page anyone
 * can open) is counted per client address instead, reads and writes apart, and a console member per member. 429
 * `too_many_requests` past a limit. A count the store cannot make lets a company's or a member's request through
 * (availability first) and refuses one counted per address (`LimitCounter`).
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    @Inject(LIMIT_COUNTER) private readonly counter: LimitCounter,
    @Inject(RATE_LIMITS) private readonly limits: AppConfig['rateLimits'],
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const count = this.countOf(req);
    if (count && count.limit > 0) {
      const decision = count.strict ? await this.counter.strict(count.key, count.limit, count.what) : await this.counter.lenient(count.key, count.limit);
      if (decision) answer(context.switchToHttp().getResponse<Response>(), decision, count.what);
    }
    return next.handle();
  }

  private countOf({ principal: caller, method, ip }: Request & { principal?: Principal }): Count | null {
    if (!caller) return null;
    if (caller.memberRole !== undefined) return { key: `console:${caller.keyId}`, limit: this.limits.perMember, what: 'requests of this console member', strict: false };
    if (caller.keyKind === 'public') {
      return READS.has(method)
        ? { key: `public-read:${ip}`, limit: this.limits.publicReadsPerAddress, what: 'public-key reads from this address', strict: true }
        : { key: `public-write:${ip}`, limit: this.limits.publicWritesPerAddress, what: 'public-key writes from this address', strict: true };
    }
    const { company } = caller;
    return { key: `company:${company.id}`, limit: company.rateLimitPerMinute ?? this.limits.perKey, what: 'requests of this company', strict: false };
  }
}

function answer(res: Response, decision: RateLimitDecision, what: string): void {
  setRateLimitHeaders(res, decision);
  if (!decision.allowed) throw rateLimited(decision, what);
}
