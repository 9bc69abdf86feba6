import type { AggregatedEarnings } from '../earnings/aggregated-earnings';
import type { ReportSource } from '../insights/report-document';

/** One source per account of the aggregated read; its worked days are the days whose details name that account. */
export function reportSources(aggregated: AggregatedEarnings): ReportSource[] {
  const workedDays = new Map<string, number>();
  for (const day of aggregated.earnings) {
    const named = new Set((day.details ?? []).map((detail) => detail.accountId));
    for (const accountId of named) workedDays.set(accountId, (workedDays.get(accountId) ?? 0) + 1);
  }
  return aggregated.platforms.map((entry) => ({
    platform: entry.platform,
    accountId: entry.accountId,
    lastConnection: entry.lastSuccessfulConnection,
    workedDays: workedDays.get(entry.accountId) ?? 0,
  }));
}
