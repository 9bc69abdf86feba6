import { addDays, CalendarDate, isCalendarDate } from '../dates/calendar-date';
import { DATE_RANGE_FIELDS, DateRange, dateRangeProblems, parseDateRange } from '../dates/date-range';
import { DomainError } from '../errors/domain-error';

/** Days a report covers when no start is given: `start = end − 364`, a year counted both ends in. */
export const DEFAULT_REPORT_DAYS = 365;

/**
 * The window of a report: the aggregated read's rules and messages (calendar dates, start ≤ end,
 * at most 3,660 days); the end defaults to `today`, the start to the end − 364.
 */
export function reportWindow(start: string | null | undefined, end: string | null | undefined, today: CalendarDate): DateRange {
  const endDate = end ?? today;
  if (start !== undefined && start !== null) return parseDateRange(start, endDate);
  if (isCalendarDate(endDate)) return parseDateRange(addDays(endDate, -(DEFAULT_REPORT_DAYS - 1)), endDate);
  // Only the end was given, and it is wrong: name that field alone, once.
  const errors = dateRangeProblems(endDate, endDate).filter((e) => e.field === DATE_RANGE_FIELDS.end).slice(0, 1);
  throw DomainError.badRequest(errors.map((e) => e.message).join('; '), errors);
}
