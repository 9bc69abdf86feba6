import type { AggregatedEarnings } from '../api/console-schemas';

/** What the chart draws and the table lists, and what the canvas's `data-series` exposes. */
export interface EarningsSeries {
  readonly dates: string[];
  readonly datasets: { readonly platform: string; readonly amounts: number[] }[];
}

/** The dataset of a day whose answer has no per-platform details. */
export const ALL_PLATFORMS = 'all';

export const platformLabel = (platform: string): string => (platform === ALL_PLATFORMS ? 'All platforms' : platform);

/**
 * One dataset per platform (in the answer's `platforms` order, then any other seen), one amount per day
 * (0 when the platform earned nothing that day). Amounts are the API's `details[].amount`, untouched; only
 * when one platform has several accounts are its details added (to cents).
 */
export function buildEarningsSeries(answer: AggregatedEarnings): EarningsSeries {
  const days = [...answer.earnings].sort((a, b) => a.earning_date.localeCompare(b.earning_date));
  const order = answer.platforms.map((entry) => entry.platform as string);
  for (const day of days) {
    for (const platform of platformsOf(day)) if (!order.includes(platform)) order.push(platform);
  }
  const seen = new Set(days.flatMap((day) => platformsOf(day)));
  const datasets = order
    .filter((platform, index) => seen.has(platform) && order.indexOf(platform) === index)
    .map((platform) => ({ platform, amounts: days.map((day) => amountOf(day, platform)) }));
  return { dates: days.map((day) => day.earning_date), datasets };
}

type Day = AggregatedEarnings['earnings'][number];

function platformsOf(day: Day): string[] {
  return day.details === null ? [ALL_PLATFORMS] : day.details.map((detail) => detail.platform);
}

function amountOf(day: Day, platform: string): number {
  if (day.details === null) return platform === ALL_PLATFORMS ? day.amount : 0;
  const matching = day.details.filter((detail) => detail.platform === platform);
  if (matching.length <= 1) return matching[0]?.amount ?? 0;
  return Math.round(matching.reduce((cents, detail) => cents + Math.round(detail.amount * 100), 0)) / 100;
}

/** The currency note to show: set when any day's amounts were converted to USD. */
export const convertedToUsd = (answer: AggregatedEarnings): boolean => answer.earnings.some((day) => day.currency_note !== null);
