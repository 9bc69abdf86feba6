import { CalendarDate, isCalendarDate } from '@gig/domain';

/** A stored row or document that does not have the shape its schema promises. */
export class MalformedRowError extends Error {
  constructor(at: string, expected: string) {
    super(`Stored ${at} is not ${expected}`);
    this.name = 'MalformedRowError';
  }
}

type Fields = Readonly<Record<string, unknown>>;

/**
 * Reads the fields of one stored row or JSON document, whichever path loaded it (the ORM, raw SQL
 * or JSON built by PostgreSQL), and fails naming the first field that is not what it should be.
 */
export class RowReader {
  private constructor(
    private readonly fields: Fields,
    private readonly at: string,
  ) {}

  static of(value: unknown, at: string): RowReader {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MalformedRowError(at, 'an object');
    return new RowReader(value as Fields, at);
  }

  text(key: string): string {
    return this.read(key, 'a string', (v): v is string => typeof v === 'string');
  }

  nullableText(key: string): string | null {
    return this.nullable(key, () => this.text(key));
  }

  number(key: string): number {
    return this.read(key, 'a finite number', (v): v is number => typeof v === 'number' && Number.isFinite(v));
  }

  nullableNumber(key: string): number | null {
    return this.nullable(key, () => this.number(key));
  }

  count(key: string): number {
    return this.read(key, 'a non-negative integer', (v): v is number => Number.isSafeInteger(v) && (v as number) >= 0);
  }

  nullableCount(key: string): number | null {
    return this.nullable(key, () => this.count(key));
  }

  date(key: string): CalendarDate {
    return this.read(key, 'a date YYYY-MM-DD', (v): v is CalendarDate => isCalendarDate(v));
  }

  nullableDate(key: string): CalendarDate | null {
    return this.nullable(key, () => this.date(key));
  }

  boolean(key: string): boolean {
    return this.read(key, 'true or false', (v): v is boolean => typeof v === 'boolean');
  }

  nullableInstant(key: string): Date | null {
    return this.nullable(key, () => this.instant(key));
  }

  /** A timestamp: a Date from a driver, or its text from JSON. */
  instant(key: string): Date {
    const value = this.fields[key];
    const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
    if (instant === null || Number.isNaN(instant.getTime())) throw this.malformed(key, 'a timestamp');
    return instant;
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    return this.read(key, `one of ${values.join(', ')}`, (v): v is T => values.includes(v as T));
  }

  nullableOneOf<T extends string>(key: string, values: readonly T[]): T | null {
    return this.nullable(key, () => this.oneOf(key, values));
  }

  object(key: string): RowReader {
    return RowReader.of(this.fields[key], `${this.at}.${key}`);
  }

  nullableObject(key: string): RowReader | null {
    return this.nullable(key, () => this.object(key));
  }

  /** A list each item of which passes `is`, e.g. a `text[]` column. */
  listOf<T>(key: string, expected: string, is: (item: unknown) => item is T): T[] {
    return this.read(key, expected, (v): v is T[] => Array.isArray(v) && v.every(is));
  }

  nullableListOf<T>(key: string, expected: string, is: (item: unknown) => item is T): T[] | null {
    return this.nullable(key, () => this.listOf(key, expected, is));
  }

  /** A `bytea` column: a Buffer from node-postgres, a Uint8Array from PGlite; handed on as a plain Uint8Array of its own. */
  nullableBytes(key: string): Uint8Array | null {
    return this.nullable(key, () => new Uint8Array(this.read(key, 'bytes', (v): v is Uint8Array => v instanceof Uint8Array)));
  }

  list<T>(key: string, read: (item: RowReader) => T): T[] {
    const value = this.fields[key];
    if (!Array.isArray(value)) throw this.malformed(key, 'a list');
    return value.map((item, index) => read(RowReader.of(item, `${this.at}.${key}[${index}]`)));
  }

  nullableList<T>(key: string, read: (item: RowReader) => T): T[] | null {
    return this.nullable(key, () => this.list(key, read));
  }

  private read<T>(key: string, expected: string, is: (value: unknown) => value is T): T {
    const value = this.fields[key];
    if (!is(value)) throw this.malformed(key, expected);
    return value;
  }

  private nullable<T>(key: string, read: () => T): T | null {
    return this.fields[key] === null ? null : read();
  }

  private malformed(key: string, expected: string): MalformedRowError {
    return new MalformedRowError(`${this.at}.${key}`, expected);
  }
}
