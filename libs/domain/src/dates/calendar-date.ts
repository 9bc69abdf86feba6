/** A calendar date written YYYY-MM-DD, the only date format of the API. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in YYYY-MM-DD form (rejects 2025-02-30). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  return Number(y) >= 1 && date.toISOString().slice(0, 10) === value;
}

export function toEpochDay(date: CalendarDate): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromEpochDay(day: number): CalendarDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Inclusive count of days from start to end. */
export function daysInclusive(start: CalendarDate, end: CalendarDate): number {
  return toEpochDay(end) - toEpochDay(start) + 1;
}

/** The calendar date of an instant in a time zone (e.g. America/Mexico_City). */
export function calendarDateAt(instant: Date, timeZone = 'UTC'): CalendarDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
