import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../errors/domain-error';

const bad = (field: string, message: string) => DomainError.badRequest(message, [{ field, message }]);

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;
/** Clocks of browsers are off; a consent further ahead of now, or before its user's creation, than this is not believed. */
const CLOCK_LEEWAY_MS = 5 * 60_000;

/** An ISO 8601 date-time with its offset, a real calendar day, not in the future. */
export function readTimestamp(value: string, now: Date): Date {
  const message = 'timestamp must be an ISO 8601 date-time with an offset, e.g. 2026-11-02T15:04:05Z, not in the future';
  const match = DATE_TIME.exec(value);
  if (!match) throw bad('timestamp', message);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(value);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(instant.getTime()) || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) throw bad('timestamp', message);
  if (instant.getTime() > now.getTime() + CLOCK_LEEWAY_MS) throw bad('timestamp', message);
  return instant;
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

export function readAddress(value: string): string {
  const address = normaliseAddress(value);
  if (address === null) throw bad('ipAddress', 'ipAddress must be an IPv4 or IPv6 address');
  return address;
}
