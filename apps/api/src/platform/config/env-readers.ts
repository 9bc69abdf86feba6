import { DEFAULT_RETRY_SCHEDULE, parseDuration, parseRetrySchedule } from '@gig/domain';
import { parseBaseUrl } from '@gig/platform-http';

/** The environment as the process got it. */
export type Env = Record<string, string | undefined>;

// Readers of one setting each: its value, or the fallback, adding a sentence to `problems` when it is malformed.

export function duration(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const ms = parseDuration(raw);
  if (ms === null) problems.push(`${name} must be a duration of at least one second such as 24h, 90m, 90s or 2d (got "${raw}")`);
  return ms ?? fallback;
}

export function retrySchedule(env: Env, problems: string[]): readonly number[] {
  const raw = env.WEBHOOK_RETRY_SCHEDULE?.trim();
  if (!raw) return DEFAULT_RETRY_SCHEDULE;
  try {
    return parseRetrySchedule(raw);
  } catch (error) {
    problems.push((error as Error).message);
    return DEFAULT_RETRY_SCHEDULE;
  }
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** The set, well-formed base URLs by variable name; an unset one is left out, a malformed one is a problem. */
export function serviceUrls(env: Env, names: readonly string[], problems: string[]): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const name of names) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    try {
      urls[name] = parseBaseUrl(raw);
    } catch (error) {
      problems.push(`${name} ${(error as Error).message}`);
    }
  }
  return urls;
}

/** `PUBLIC_URL` without its trailing slashes: an http(s) URL with no query or fragment. */
export function publicUrlOf(env: Env, port: number, problems: string[]): string {
  const given = env.PUBLIC_URL?.trim();
  if (!given) return `http://localhost:${port}`;
  try {
    const url = new URL(given);
    if (['http:', 'https:'].includes(url.protocol) && !url.search && !url.hash) return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    // reported below
  }
  problems.push(`PUBLIC_URL must be an http(s) URL without query or fragment, like https://api.lender.example (got "${given}")`);
  return '';
}

/** A comma-separated list of origins as browsers send them: `https://app.example.com`, `http://localhost:5173`. */
export function origins(env: Env, name: string, problems: string[]): string[] {
  const list = (env[name] ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const bad = list.filter((item) => !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(item));
  if (bad.length > 0) problems.push(`${name} must list origins like https://app.example.com, without a path (got ${bad.map((item) => `"${item}"`).join(', ')})`);
  return list;
}

export function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${env[name]}")`);
  return fallback;
}
