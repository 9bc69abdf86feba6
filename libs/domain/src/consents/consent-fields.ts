import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError, FieldError } from '../errors/domain-error';

const bad = (field: string, message: string) => DomainError.badRequest(message, [{ field, message }]);

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;
/** Clocks of browsers are off; a consent further ahead of now, or before its user's creation, than this is not believed. */
const CLOCK_LEEWAY_MS = 5 * 60_000;

/** The problem with `value` as an ISO 8601 date-time with its offset, a real calendar day, not in the future; null when it is one. */
export function timestampProblem(value: string, now: Date): FieldError | null {
  const match = DATE_TIME.exec(value);
  const instant = new Date(value);
  const good = match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) && instant.getTime() <= now.getTime() + CLOCK_LEEWAY_MS;
  return good ? null : { field: 'timestamp', message: 'timestamp must be an ISO 8601 date-time with an offset, e.g. 2026-11-02T15:04:05Z, not in the future' };
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

/** A worker cannot consent before their user existed (five minutes of skew allowed). */
export function assertNotBefore(consentedAt: Date, userCreatedAt: Date): void {
  const earliest = new Date(userCreatedAt.getTime() - CLOCK_LEEWAY_MS);
  if (consentedAt < earliest) throw bad('timestamp', `timestamp must not be before the user was created (${earliest.toISOString()} at the earliest)`);
}

/** An IPv4 or IPv6 address, in its usual form (an IPv4 address written as IPv6 becomes IPv4); null when it is none. */
export function normaliseAddress(value: string | undefined): string | null {
  if (value === undefined || value.length > 64) return null;
  const bare = value.trim();
  return isIP(bare) === 0 ? null : ipaddr.process(bare).toString();
}

/** The problem with `value` as an IPv4 or IPv6 address, null when it is one. */
export function addressProblem(value: string): FieldError | null {
  return normaliseAddress(value) === null ? { field: 'ipAddress', message: 'ipAddress must be an IPv4 or IPv6 address' } : null;
}
