/**
 * Seconds between attempts: 8 attempts over about two days, each wait growing (10 s, 1 min, 10 min,
 * 1 h, 6 h, 12 h, 28 h). `WEBHOOK_RETRY_SCHEDULE` replaces it.
 */
export const DEFAULT_RETRY_SCHEDULE: readonly number[] = [10, 60, 600, 3_600, 21_600, 43_200, 100_800];

/** Each wait is spread by up to this share either way, so a receiver's outage does not bring every retry back at once. */
const JITTER = 0.2;

/** `WEBHOOK_RETRY_SCHEDULE`: comma-separated seconds (each 0 to 7 days, at most 20 of them). */
export function parseRetrySchedule(text: string): readonly number[] {
  const parts = text.split(',').map((part) => part.trim());
  const seconds = parts.map(Number);
  if (parts.length > 20 || parts.some((part) => part === '') || seconds.some((s) => !Number.isFinite(s) || s < 0 || s > 7 * 86_400)) {
    throw new Error(`WEBHOOK_RETRY_SCHEDULE must be up to 20 comma-separated numbers of seconds from 0 to 604800 (got "${text}").`);
  }
  return seconds;
}

/** When to try again after `attemptsMade` failed attempts, or null when the schedule is spent. */
export function nextAttemptAt(schedule: readonly number[], attemptsMade: number, now: Date, random: () => number = Math.random): Date | null {
  const wait = schedule[attemptsMade - 1];
  if (wait === undefined) return null;
  const spread = 1 - JITTER + 2 * JITTER * random();
  return new Date(now.getTime() + Math.round(wait * 1000 * spread));
}
