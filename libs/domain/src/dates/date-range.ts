import { DomainError, FieldError } from '../errors/domain-error';
import { CalendarDate, daysInclusive, isCalendarDate } from './calendar-date';

/** An inclusive window [start, end] of calendar dates. */
export interface DateRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** Longest window the aggregated-earnings operation accepts: ten years and then some. */
export const MAX_RANGE_DAYS = 3_660;

/**
 * The names a window's errors give its ends. They are the wire's: one error names both ends
 * (`… must not be before …`) while the wire mapping renames only the field an error is about.
 */
export const DATE_RANGE_FIELDS = { start: 'start_date', end: 'end_date' } as const;

/**
 * Checks a window given by a client and returns it, or throws `bad_request`
 * listing every problem at once.
 */
export function parseDateRange(
  start: unknown,
  end: unknown,
  fields: { readonly start: string; readonly end: string } = DATE_RANGE_FIELDS,
  maxDays = MAX_RANGE_DAYS,
): DateRange {
  const errors: FieldError[] = [];
  for (const [field, value] of [
    [fields.start, start],
    [fields.end, end],
  ] as const) {
    if (value === undefined || value === null || value === '') {
      errors.push({ field, message: `${field} is required` });
    } else if (!isCalendarDate(value)) {
      errors.push({ field, message: `${field} must be a real calendar date written YYYY-MM-DD` });
    }
  }
  if (errors.length === 0) {
    const length = daysInclusive(start as string, end as string);
    if (length < 1) {
      errors.push({ field: fields.end, message: `${fields.end} must not be before ${fields.start}` });
    } else if (length > maxDays) {
      errors.push({ field: fields.end, message: `the window may span at most ${maxDays} days (got ${length})` });
    }
  }
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return { start: start as CalendarDate, end: end as CalendarDate };
}

export function rangeContains(range: DateRange, date: CalendarDate | null): boolean {
  return date !== null && date >= range.start && date <= range.end;
}
