/** Injection token of the background worker's options. */
export const JOB_OPTIONS = Symbol('JobOptions');
/** Injection token of the rate limiter (`RateLimiter` port). */
export const RATE_LIMITER = Symbol('RateLimiter');
/** Injection token of the configured rate limits. */
export const RATE_LIMITS = Symbol('RateLimits');
/** Injection token of the idempotency-key store (`IdempotencyStore` port). */
export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');
/** Injection token of the service's clock. */
export const CLOCK = Symbol('Clock');
/** Injection token of the webhook dispatcher's options. */
export const WEBHOOK_OPTIONS = Symbol('WebhookOptions');
/** Injection token of the "an event was written" subscription. */
export const WEBHOOK_EVENTS = Symbol('WebhookEvents');
