import type { DataChecks } from './data-checks';
import type { RequestOutcome } from './load-generator';
import { percentile } from './script-flags';

/** The requests of one drill's window: how many, which failed (by status and kind), p99, and when the failures fell. */
export function requestLines(outcomes: readonly RequestOutcome[], drillStartedAt: number): string[] {
  const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
  const latencies = outcomes.map((o) => o.ms);
  const lines = [`  requests: ${outcomes.length} sent, ${failed.length} failed; p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`];
  const groups = new Map<string, RequestOutcome[]>();
  for (const o of failed) {
    const key = `${o.status === 0 ? `no answer (${o.error})` : o.status} on ${o.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  for (const [key, group] of groups) {
    const from = Math.min(...group.map((o) => o.at)) - drillStartedAt;
    const to = Math.max(...group.map((o) => o.at + o.ms)) - drillStartedAt;
    const slowest = Math.max(...group.map((o) => o.ms));
    const body = group.find((o) => o.error)?.error?.replace(/\s+/g, ' ').slice(0, 120) ?? '';
    lines.push(`    ${group.length} × ${key}: between +${(from / 1000).toFixed(1)} s and +${(to / 1000).toFixed(1)} s from the drill's start, slowest ${slowest.toFixed(0)} ms ${body}`);
  }
  return lines;
}

export function dataLines(checks: DataChecks): string[] {
  const statuses = Object.entries(checks.statuses).map(([status, n]) => `${n} ${status}`).join(', ') || 'none';
  return [
    `  accounts connected in the window: ${checks.accounts} (${statuses}); left syncing: ${checks.leftSyncing} (settled in ${(checks.settledInMs / 1000).toFixed(1)} s)`,
    `  jobs: lost ${checks.jobsLost}, ran twice ${checks.jobsRunTwice} (job ids logged "job ran" twice), accounts told login.success twice ${checks.loginSuccessTwice}, successful accounts without login.success ${checks.eventsMissing}`,
    `  webhooks: ${checks.deliveriesExpected} deliveries owed, lost ${checks.deliveriesLost}, undelivered ${checks.deliveriesUndelivered}, duplicated (at-least-once) ${checks.deliveriesDuplicated}`,
  ];
}
