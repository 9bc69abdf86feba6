import type { RequestOutcome } from '../load-generator';

/**
 * Whether the failed requests keep to the failover's promise: each a 503 with `retry-after` (no 500, no dropped
 * connection), none waiting past `slowestMs`, none outside `window` (from the kill until every process is ready
 * again, plus a margin), as one line (times from `origin`).
 */
export function failuresOutside(failed: readonly RequestOutcome[], window: { from: number; to: number }, slowestMs: number, origin: number): string {
  const not503 = failed.filter((o) => o.status !== 503 || !o.retryAfter).length;
  const slow = failed.filter((o) => o.ms > slowestMs).length;
  const outside = failed.filter((o) => o.at + o.ms < window.from || o.at > window.to).length;
  const slowest = failed.length ? Math.max(...failed.map((o) => o.ms)) : 0;
  const span = (t: number) => `${t >= origin ? '+' : ''}${((t - origin) / 1000).toFixed(1)} s`;
  return `failed requests: ${failed.length}; not a 503 with retry-after: ${not503}; waiting past ${slowestMs / 1000} s: ${slow} (slowest ${slowest.toFixed(0)} ms); ` +
    `outside the failover window (${span(window.from)} … ${span(window.to)}): ${outside}`;
}
