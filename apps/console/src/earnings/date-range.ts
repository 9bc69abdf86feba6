export interface DateRange {
  readonly start: string;
  readonly end: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  return { start: isoDay(now.getTime() - (days - 1) * DAY_MS), end: isoDay(now.getTime()) };
}

export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The `days` days ending on the last day the user's accounts were read (their latest last successful
 * connection, the day their newest earnings can be from); the last `days` days of the calendar when none was.
 */
export function latestDaysWithData(lastConnections: readonly (string | null)[], days: number, now: Date = new Date()): DateRange {
  const last = lastConnections.filter((day): day is string => day !== null && isDay(day)).sort().at(-1);
  return last ? lastDays(days, new Date(`${last}T00:00:00Z`)) : lastDays(days, now);
}
