import { addDays, CalendarDate, isCalendarDate } from '../dates/calendar-date';
import { DateRange, parseDateRange } from '../dates/date-range';
import { DomainError } from '../errors/domain-error';

/** Days a report covers when no start is given: `start = end − 364`, a year counted both ends in. */
export const DEFAULT_REPORT_DAYS = 365;

const absent = (value: unknown) => value === undefined || value === null;

/**
 * The window of a report: the aggregated read's rules and messages (calendar dates, start ≤ end,
 * at most 3,660 days); `end_date` defaults to `today`, `start_date` to `end_date − 364`.
 */
export function reportWindow(start: unknown, end: unknown, today: CalendarDate): DateRange {
  const endDate = absent(end) ? today : end;
  if (!absent(start)) return parseDateRange(start, endDate);
  if (isCalendarDate(endDate)) return parseDateRange(addDays(endDate, -(DEFAULT_REPORT_DAYS - 1)), endDate);
  try {
    return parseDateRange(endDate, endDate);
  } catch (error) {
    // Only the end was given, and it is wrong: name that field alone, once.
    if (!(error instanceof DomainError) || !error.errors) throw error;
    const errors = error.errors.filter((e) => e.field === 'end_date').slice(0, 1);
    throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
  }
}
