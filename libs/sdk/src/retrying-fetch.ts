export type FetchFn = (request: Request) => Promise<Response>;

export interface RetryOptions {
  /** Attempts in all, the first included (default 3; 1 turns retries off). */
  readonly attempts?: number;
  /** A `retry-after` longer than this is not waited for: the answer is returned as it is (default 30 s). */
  readonly maxDelayMs?: number;
  /** How to wait; tests pass a fake. */
  readonly sleep?: (ms: number) => Promise<void>;
}

const RETRIED_STATUSES = new Set([429, 503]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds to wait before the next attempt: the `retry-after` header (seconds or an HTTP date),
 * or, without one, an exponential back-off from 0.5 s (null: a request that must not be repeated blindly).
 */
export function retryDelayMs(retryAfter: string | null, attempt: number, method: string, now = Date.now()): number | null {
  const value = retryAfter?.trim();
  if (value && /^\d+$/.test(value)) return Number(value) * 1000;
  if (value && !Number.isNaN(Date.parse(value))) return Math.max(0, Date.parse(value) - now);
  return IDEMPOTENT_METHODS.has(method) ? Math.min(500 * 2 ** (attempt - 1), 8000) : null;
}

/**
 * `fetch` that repeats a request answered 429 or 503. A POST is repeated only when the server says
 * when (`retry-after`): a 429 of the platform's login limits, without one, is the client's to handle.
 */
export function retryingFetch(fetchFn: FetchFn, options: RetryOptions = {}): FetchFn {
  const attempts = Math.max(1, options.attempts ?? 3);
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? wait;
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const response = await fetchFn(request.clone());
      if (!RETRIED_STATUSES.has(response.status) || attempt >= attempts) return response;
      const delay = retryDelayMs(response.headers.get('retry-after'), attempt, request.method);
      if (delay === null || delay > maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(delay);
    }
  };
}
