/** Injection token of the rate limiter (`RateLimiter` port). */
export const RATE_LIMITER = Symbol('RateLimiter');
/** Injection token of the configured rate limits. */
export const RATE_LIMITS = Symbol('RateLimits');
/** Injection token of the limit on failed authentications per client address (a `FailedAuthLimit`). */
export const FAILED_AUTH_LIMIT = Symbol('FailedAuthLimit');
/** Injection token of the idempotency-key store (`IdempotencyStore` port). */
export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');
/** Injection token of the service's clock. */
export const CLOCK = Symbol('Clock');
/** Injection token of the `LimitCounter` over the rate limiter (lenient and strict counts). */
export const LIMIT_COUNTER = Symbol('LimitCounter');
