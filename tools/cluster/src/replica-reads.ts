import type { ClusterLayout } from './cluster-layout';

/** Lag-tolerant reads answered so far, by server (`gig_db_reads_total`), summed over the API processes' metrics. */
export async function readsByTarget(layout: ClusterLayout): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const port of layout.metricsPorts) {
    const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text()).catch(() => '');
    for (const match of text.matchAll(/^gig_db_reads_total\{target="([^"]+)"\} (\d+)/gm)) {
      totals[match[1]] = (totals[match[1]] ?? 0) + Number(match[2]);
    }
  }
  return totals;
}

/** "replica_0 120, primary 3": the reads between two samples, by server. */
export function readsBetween(before: Record<string, number>, after: Record<string, number>): string {
  const targets = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts = targets.map((target) => `${target} ${(after[target] ?? 0) - (before[target] ?? 0)}`);
  return parts.length ? parts.join(', ') : 'none counted (no replica configured)';
}
