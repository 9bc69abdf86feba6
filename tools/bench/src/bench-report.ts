import { mkdirSync, writeFileSync } from 'node:fs';
import { RoundsResult, roundRatio, roundRatioSpread } from './alternating-rounds';
import type { RangeTiming } from './time-ranges';

export interface Figures {
  readonly results: readonly RoundsResult[];
  readonly ranges: readonly RangeTiming[];
  readonly providerRequests: { readonly cold: number; readonly warm: number };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Prints the table of medians and ratios, and writes every figure to tmp/bench-results.json. */
export function report({ results, ranges, providerRequests }: Figures, log: (line: string) => void): void {
  const find = (label: string, mix: string, connections: number) =>
    results.find((r) => r.label === label && r.mix === mix && r.connections === connections);
  log('\nMedians over alternating rounds; ratios are medians of the per-round ratios (vs service before: and their middle half).');
  log('| server | mix | connections | req/s | p50 ms | p99 ms | failures | vs baseline | vs one currency | vs service before |');
  log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const ratio = (other?: RoundsResult) => (other && other !== r && other.perRound.length === r.perRound.length ? fmt(roundRatio(r, other), 2) : '-');
    const base = find('baseline', r.mix, r.connections);
    const single = r.mix === 'one currency' ? undefined : find(r.label, 'one currency', r.connections);
    const before = r.label === 'service' ? find('service before', r.mix, r.connections) : undefined;
    const spread = before ? ` (${roundRatioSpread(r, before).map((x) => fmt(x, 2)).join('–')})` : '';
    log(`| ${r.label} | ${r.mix} | ${r.connections} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.failures} | ${ratio(base)} | ${ratio(single)} | ${ratio(before)}${spread} |`);
  }
  const [year, decade] = ranges;
  log(`\nOne user, 3 accounts: 365 days ${fmt(year.medianMs, 2)} ms, 3,650 days ${fmt(decade.medianMs, 2)} ms: ratio ${fmt(decade.medianMs / year.medianMs, 2)} (median of 40 sequential requests)`);
  log(`Exchange-rate provider requests, ${year.days}-day answer in 3 currencies: cold ${providerRequests.cold}, warm ${providerRequests.warm}`);
  mkdirSync('tmp', { recursive: true });
  writeFileSync('tmp/bench-results.json', JSON.stringify({ at: new Date().toISOString(), results, ranges, providerRequests }, null, 2));
  log('\nWritten to tmp/bench-results.json');
}
