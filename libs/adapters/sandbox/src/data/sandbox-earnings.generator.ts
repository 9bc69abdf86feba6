import { addDays, CalendarDate, currencyOf, Platform, RetrievedEarning, toEpochDay } from '@gig/domain';
import { SeededRandom } from './seeded-random';

interface DailyRange {
  /** A worker's day in whole currency units. */
  readonly min: number;
  readonly max: number;
  /** A typical ride-hailing fare; delivery orders pay about 60% of it. */
  readonly fare: number;
  /** Paid in whole units (no centavos in practice). */
  readonly wholeUnits: boolean;
}

export const SANDBOX_DAILY_RANGES: Readonly<Record<string, DailyRange>> = {
  mxn: { min: 300, max: 2_500, fare: 95, wholeUnits: false },
  cop: { min: 60_000, max: 400_000, fare: 16_000, wholeUnits: true },
  brl: { min: 80, max: 600, fare: 22, wholeUnits: false },
  clp: { min: 20_000, max: 120_000, fare: 5_500, wholeUnits: true },
  pen: { min: 60, max: 350, fare: 14, wholeUnits: false },
  ars: { min: 20_000, max: 150_000, fare: 6_000, wholeUnits: true },
};

/** Friday and Saturday pay best; Monday is slow. Indexed by UTC weekday, Sunday first. */
const WEEKDAY_FACTOR = [0.9, 0.85, 0.95, 1, 1.05, 1.25, 1.3];

/**
 * Daily earnings over the platform's history ending yesterday. A worker's traits come from the
 * seed; each day's figures from the seed and the date, so overlapping syncs agree.
 */
export function generateSandboxEarnings(
  platform: Platform,
  country: string,
  seed: string,
  yesterday: CalendarDate,
): RetrievedEarning[] {
  const currency = currencyOf(country);
  const range = SANDBOX_DAILY_RANGES[currency];
  const worker = new SeededRandom(`${seed}:worker`);
  const level = worker.between(0.25, 0.7);
  const restWeekday = worker.int(0, 6);
  const fare = range.fare * (platform.family === 'delivery' ? 0.6 : 1);
  const earnings: RetrievedEarning[] = [];
  for (let back = platform.historyDays - 1; back >= 0; back -= 1) {
    const date = addDays(yesterday, -back);
    const day = new SeededRandom(`${seed}:${date}`);
    const weekday = (toEpochDay(date) + 4) % 7;
    if (day.chance(weekday === restWeekday ? 0.85 : 0.07)) continue;
    const position = Math.min(1, level * WEEKDAY_FACTOR[weekday] * day.between(0.6, 1.4));
    const amount = range.min + position * (range.max - range.min);
    const amountCents = range.wholeUnits ? Math.round(amount) * 100 : Math.round(amount * 100);
    const countTrips = platform.reportsTrips ? Math.max(1, Math.round((amount / fare) * day.between(0.85, 1.15))) : null;
    earnings.push({ earningDate: date, amountCents, currency, countTrips });
  }
  return earnings;
}
