import type { Platform } from '../platforms/platform';

/** The service's cadence (`REFRESH_INTERVAL`); a platform may set its own. */
export interface RefreshPolicy {
  readonly intervalMs: number;
}

/** Each wait is spread by up to this share either way, so that a day's cohort of connections does not come due at once. */
export const REFRESH_JITTER = 0.1;

/** When an account of this platform connected or refreshed at `now` is refreshed next. */
export function nextRefreshAt(policy: RefreshPolicy, platform: Platform, now: Date, random: () => number = Math.random): Date {
  const interval = platform.refreshIntervalMs ?? policy.intervalMs;
  return new Date(now.getTime() + Math.round(interval * (1 - REFRESH_JITTER + 2 * REFRESH_JITTER * random())));
}

const UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration such as `24h`, `90s`, `15m`, `2d` or `500ms`, in milliseconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNITS[match[2]];
  return Number.isFinite(ms) && ms >= 1_000 ? Math.round(ms) : null;
}
