import { isOpaqueId } from '../http/session-segment';
import { CalendarDate, Cents, ErrorCode, isCalendarDate, parseAmountToCents } from '@gig/domain';

/**
 * An answer that breaks the family contract. The connector turns it into the family's schema code
 * (`schema_parse_error` or `invalid_schema_response`) unless `code` says otherwise.
 */
export class ShapeError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ShapeError';
  }
}

export type Fields = Readonly<Record<string, unknown>>;

const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;

function fail(path: string, expected: string): never {
  throw new ShapeError(`${path} must be ${expected}`);
}

export function fields(value: unknown, path: string): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : fail(path, 'an object');
}

export function nullableFields(value: unknown, path: string): Fields | null {
  return value === null || value === undefined ? null : fields(value, path);
}

export function list(value: unknown, path: string): readonly unknown[] {
  return Array.isArray(value) ? value : fail(path, 'an array');
}

export function text(value: unknown, path: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fail(path, 'a non-empty string');
}

/** Absent and null both read as null. */
export function nullableText(value: unknown, path: string): string | null {
  return value === null || value === undefined ? null : text(value, path);
}

export function count(value: unknown, path: string): number {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fail(path, 'a non-negative integer');
}

export function nullableCount(value: unknown, path: string): number | null {
  return value === null || value === undefined ? null : count(value, path);
}

export function nullableNumber(value: unknown, path: string): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a finite number or null');
}

export function oneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fail(path, `one of ${allowed.join(', ')}`);
}

export function nullableOneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T | null {
  return value === null || value === undefined ? null : oneOf(value, path, allowed);
}

export function date(value: unknown, path: string): CalendarDate {
  return isCalendarDate(value) ? value : fail(path, 'a real YYYY-MM-DD date');
}

export function nullableDate(value: unknown, path: string): CalendarDate | null {
  return value === null || value === undefined ? null : date(value, path);
}

/** A decimal string such as "773.84" (at most 2 places, no sign, no exponent) as exact integer cents. */
export function decimalCents(value: unknown, path: string): Cents {
  const cents = typeof value === 'string' && DECIMAL.test(value) ? parseAmountToCents(value) : undefined;
  return cents ?? fail(path, 'a decimal string with at most 2 places, such as "123.45"');
}

/** An opaque id the service hands out and we send back in a path: 1 to 200 URL-safe characters. */
export function opaqueId(value: unknown, path: string): string {
  return isOpaqueId(value) ? value : fail(path, 'an id of 1 to 200 URL-safe characters');
}
