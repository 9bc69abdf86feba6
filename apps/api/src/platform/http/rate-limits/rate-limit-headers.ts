import type { RateLimitDecision } from '@gig/domain';
import { DomainError } from '@gig/domain';
import type { Response } from 'express';

/** `x-ratelimit-limit`, `-remaining` and `-reset` (seconds until the window resets), and `retry-after` on a refusal. */
export function setRateLimitHeaders(res: Response, decision: RateLimitDecision): void {
  const resetSeconds = Math.ceil(decision.resetMs / 1000);
  res.setHeader('x-ratelimit-limit', String(decision.limit));
  res.setHeader('x-ratelimit-remaining', String(decision.remaining));
  res.setHeader('x-ratelimit-reset', String(resetSeconds));
  if (!decision.allowed) res.setHeader('retry-after', String(Math.max(1, resetSeconds)));
}

export function rateLimited(decision: RateLimitDecision, what: string): DomainError {
  return new DomainError('too_many_requests', `Rate limit of ${decision.limit} ${what} per minute reached; retry after ${Math.max(1, Math.ceil(decision.resetMs / 1000))} s.`);
}
