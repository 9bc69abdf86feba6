/** Injection token of the background worker's options. */
export const JOB_OPTIONS = Symbol('JobOptions');
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
/** Injection token of the webhook dispatcher's options. */
export const WEBHOOK_OPTIONS = Symbol('WebhookOptions');
/** Injection token of the "an event was written" subscription. */
export const WEBHOOK_EVENTS = Symbol('WebhookEvents');
/** Injection token of the refresh scheduler's options. */
export const REFRESH_OPTIONS = Symbol('RefreshOptions');
/** Injection token of the "a refresh finished: its family has room again" signal (a `JobSignal`). */
export const REFRESH_ROOM = Symbol('RefreshRoom');
/** Injection token of the retention purge's options. */
export const RETENTION_OPTIONS = Symbol('RetentionOptions');
/** Injection token of the background loops' metrics hooks (`BackgroundLoopHooks`). */
export const BACKGROUND_HOOKS = Symbol('BackgroundLoopHooks');
