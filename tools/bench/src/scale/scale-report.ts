import { mkdirSync, writeFileSync } from 'node:fs';
import { RoundsResult, roundP50Ratio, roundRatio } from '../alternating-rounds';
import type { PartitionSize } from './table-sizes';

export interface ScaleFigures {
  readonly scale: number;
  /** The two data sets' names, as in the contenders' labels ("service, <name>"). */
  readonly small: string;
  readonly large: string;
  readonly results: readonly RoundsResult[];
  readonly sizes: readonly { readonly set: string; readonly partitions: readonly PartitionSize[] }[];
  readonly reused: boolean;
}

/** The aggregated read's cost may grow this much with ten times the data. */
const TARGET = 1.25;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Prints the rounds' medians, the large set's cost over the small one's, and the table's sizes; writes tmp/bench-scale-results.json. */
export function reportScale(figures: ScaleFigures, log: (line: string) => void): void {
  const { results, small, large } = figures;
  const find = (server: string, set: string, connections: number) => results.find((r) => r.label === `${server}, ${set}` && r.connections === connections);
  log(`\nMedians over alternating rounds (users drawn from each set, one currency, 365 days, details on).`);
  log('| server | data set | connections | req/s | p50 ms | p99 ms | failures |');
  log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const [server, set] = r.label.split(', ');
    log(`| ${server} | ${set} | ${r.connections} | ${r.requestsPerSecond.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.failures} |`);
  }
  const ratios: Record<string, number> = {};
  log(`\n×${figures.scale} data over the small set, medians of per-round ratios (target: within ${TARGET}×):`);
  for (const server of ['service', 'baseline']) {
    for (const connections of [...new Set(results.map((r) => r.connections))]) {
      const a = find(server, small, connections);
      const b = find(server, large, connections);
      if (!a || !b) continue;
      const throughput = roundRatio(a, b);
      const latency = roundP50Ratio(b, a);
      ratios[`${server}@${connections} req/s small/large`] = throughput;
      ratios[`${server}@${connections} p50 large/small`] = latency;
      const verdict = (value: number) => (value <= TARGET ? 'within' : 'OVER');
      log(`  ${server} @${connections}: req/s ${throughput.toFixed(2)}× fewer (${verdict(throughput)}), p50 ${latency.toFixed(2)}× (${verdict(latency)})`);
    }
  }
  log('\ndaily_earnings sizes:');
  log('| data set | relation | rows | total | heap | indexes |');
  log('|---|---|---|---|---|---|');
  for (const { set, partitions } of figures.sizes) {
    for (const p of partitions) log(`| ${set} | ${p.name} | ${p.rows.toLocaleString('en')} | ${mb(p.total)} | ${mb(p.heap)} | ${mb(p.indexes)} |`);
  }
  if (figures.reused) log('(both sets were reused from an earlier run)');
  mkdirSync('tmp', { recursive: true });
  writeFileSync('tmp/bench-scale-results.json', JSON.stringify({ at: new Date().toISOString(), ...figures, ratios }, null, 2));
  log('\nWritten to tmp/bench-scale-results.json');
}
