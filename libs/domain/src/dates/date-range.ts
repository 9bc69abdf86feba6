import { DomainError, FieldError } from '../errors/domain-error';
import { CalendarDate, daysInclusive, isCalendarDate } from './calendar-date';

/** An inclusive window [start, end] of calendar dates. */
export interface DateRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** Longest window the aggregated-earnings operation accepts: ten years and then some. */
export const MAX_RANGE_DAYS = 3_660;

/** The domain paths of a window's ends; an error naming both mentions the other end. */
export const DATE_RANGE_FIELDS = { start: 'startDate', end: 'endDate' } as const;

/** A date as a client gave it: absent (undefined, null or '') or a text to be checked. */
export type DateInput = string | null | undefined;

type EndNames = { readonly start: string; readonly end: string };

/** Every problem of a window given by a client, none when it is a good one. */
export function dateRangeProblems(start: DateInput, end: DateInput, fields: EndNames = DATE_RANGE_FIELDS, maxDays = MAX_RANGE_DAYS): FieldError[] {
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
  if (errors.length > 0) return errors;
  const length = daysInclusive(start as CalendarDate, end as CalendarDate);
  if (length < 1) return [{ field: fields.end, message: `${fields.end} must not be before ${fields.start}`, mentions: [fields.start] }];
  if (length > maxDays) return [{ field: fields.end, message: `the window may span at most ${maxDays} days (got ${length})` }];
  return [];
}

/** The window a client gave, or `bad_request` listing every problem at once. */
export function parseDateRange(start: DateInput, end: DateInput, fields: EndNames = DATE_RANGE_FIELDS, maxDays = MAX_RANGE_DAYS): DateRange {
  const errors = dateRangeProblems(start, end, fields, maxDays);
  if (errors.length > 0) throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  return { start: start as CalendarDate, end: end as CalendarDate };
}

export function rangeContains(range: DateRange, date: CalendarDate | null): boolean {
  return date !== null && date >= range.start && date <= range.end;
}
