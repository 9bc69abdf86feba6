/** Injection token of the background worker's options. */
export const JOB_OPTIONS = Symbol('JobOptions');
/** Injection token of the rate limiter (`RateLimiter` port). */
export const RATE_LIMITER = Symbol('RateLimiter');
/** Injection token of the configured rate limits. */
export const RATE_LIMITS = Symbol('RateLimits');
