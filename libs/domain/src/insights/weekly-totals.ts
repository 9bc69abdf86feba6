import { CalendarDate, fromEpochDay, toEpochDay } from '../dates/calendar-date';
import { Fraction, median } from './exact-figures';
import { centsByDay, InsightsSeries } from './insights-series';

export interface WeekTotal {
  /** The week's Monday. */
  readonly monday: CalendarDate;
  readonly cents: number;
}

/** 1970-01-01 was a Thursday: Monday = 0 … Sunday = 6. */
function isoWeekday(epochDay: number): number {
  return (((epochDay + 3) % 7) + 7) % 7;
}

/**
 * The complete ISO weeks (Monday to Sunday) inside the window whose Sunday is on or after the first
 * worked day, in order, with their totals (0 for a week with nothing). None without a worked day.
 */
export function weeklyTotals(series: InsightsSeries): WeekTotal[] {
  if (series.days.length === 0) return [];
  const start = toEpochDay(series.window.start);
  const end = toEpochDay(series.window.end);
  const firstWorked = toEpochDay(series.days[0].date);
  const cents = centsByDay(series);
  const weeks: WeekTotal[] = [];
  for (let monday = start + ((7 - isoWeekday(start)) % 7); monday + 6 <= end; monday += 7) {
    if (monday + 6 < firstWorked) continue;
    let total = 0;
    for (let day = monday; day <= monday + 6; day++) total += cents[day - start];
    weeks.push({ monday: fromEpochDay(monday), cents: total });
  }
  return weeks;
}

/** The median weekly total in cents (the mean of the two middle ones for an even count); null without weeks. */
export function weeklyMedian(weeks: readonly WeekTotal[]): Fraction | null {
  return median(weeks.map((week) => week.cents));
}
