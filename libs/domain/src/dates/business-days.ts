import { addDays, CalendarDate, toEpochDay } from './calendar-date';

/** Monday to Friday: 1970-01-01 (epoch day 0) was a Thursday. */
export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = (toEpochDay(date) + 4) % 7; // 0 Sunday … 6 Saturday
  return weekday !== 0 && weekday !== 6;
}

/** The day `count` business days (Monday to Friday) after `from`; `from` itself is not counted. */
export function addBusinessDays(from: CalendarDate, count: number): CalendarDate {
  let date = from;
  for (let left = count; left > 0; ) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) left -= 1;
  }
  return date;
}

/** Business days from `from` (excluded) to `to` (included); negative when `to` is earlier. */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  const sign = to < from ? -1 : 1;
  const [start, end] = sign > 0 ? [from, to] : [to, from];
  let count = 0;
  for (let date = addDays(start, 1); date <= end; date = addDays(date, 1)) if (isBusinessDay(date)) count += 1;
  return count === 0 ? 0 : sign * count;
}
