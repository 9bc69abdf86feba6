import type { RateLimiter } from '@gig/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimited, setRateLimitHeaders } from './rate-limit-headers';

/**
 * Guessing keys costs: each 401 counts against the client address, and an address past its limit
 * is answered 429 before its key is even looked at, until its window resets.
 */
export function limitFailedAuthentication(limiter: RateLimiter, perMinute: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (perMinute <= 0 || req.path === '/health' || req.path.startsWith('/docs')) return next();
    const key = `failed-auth:${req.ip}`;
    res.once('finish', () => {
      if (res.statusCode === 401) limiter.consume(key, perMinute).catch(() => undefined);
    });
    limiter.peek(key, perMinute).then(
      (standing) => {
        if (standing.allowed) return next();
        setRateLimitHeaders(res, standing);
        next(rateLimited(standing, 'failed authentications from this address'));
      },
      () => next(),
    );
  };
}
