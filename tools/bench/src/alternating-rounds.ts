import { percentile } from './bench-script';
import { load, LoadResult, LoadSpec } from './load';

export interface Contender {
  readonly label: string;
  readonly url: string;
  /** This contender's own key and users (another database), instead of the spec's. */
  readonly apiKey?: string;
  readonly userIds?: readonly string[];
}

export interface RoundsSpec extends Omit<LoadSpec, 'label' | 'url' | 'durationSeconds'> {
  readonly mix: string;
  readonly rounds: number;
  readonly secondsPerRound: number;
}

/** Medians over the rounds of one contender under one load. */
export interface RoundsResult {
  readonly label: string;
  readonly mix: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
  /** Each round's req/s, in order. */
  readonly perRound: number[];
  /** Each round's p50, in order. */
  readonly perRoundP50: number[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Loads every contender in turn, round after round, so that a slow minute of a shared machine
 * hits all of them alike; each figure is the median over the rounds.
 */
export async function alternatingRounds(contenders: readonly Contender[], spec: RoundsSpec, log: (line: string) => void): Promise<RoundsResult[]> {
  const runs = new Map<string, LoadResult[]>(contenders.map((c) => [c.label, []]));
  for (const contender of contenders) await load({ ...spec, ...contender, connections: 8, durationSeconds: 2 });
  for (let round = 0; round < spec.rounds; round++) {
    const order = round % 2 ? [...contenders].reverse() : contenders;
    for (const contender of order) {
      const result = await load({ ...spec, ...contender, durationSeconds: spec.secondsPerRound });
      runs.get(contender.label)?.push(result);
    }
  }
  return contenders.map(({ label }) => {
    const results = runs.get(label) ?? [];
    const summary: RoundsResult = {
      label,
      mix: spec.mix,
      connections: spec.connections,
      requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      failures: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      perRound: results.map((r) => r.requestsPerSecond),
      perRoundP50: results.map((r) => r.p50),
    };
    log(`  ${label}, ${spec.mix} @${spec.connections}: ${summary.requestsPerSecond.toFixed(1)} req/s (rounds ${summary.perRound.map(Math.round).join(', ')}), p50 ${summary.p50} ms, p99 ${summary.p99} ms, failures ${summary.failures}`);
    return summary;
  });
}

/** Each round's ratio of a's req/s over b's. */
export const roundRatios = (a: RoundsResult, b: RoundsResult): number[] => a.perRound.map((value, i) => value / b.perRound[i]);

/** The median over rounds of a's req/s over b's in the same round. */
export function roundRatio(a: RoundsResult, b: RoundsResult): number {
  return median(roundRatios(a, b));
}

/** The middle half of the per-round ratios (first and third quartiles): how far one run's ratio can be trusted. */
export function roundRatioSpread(a: RoundsResult, b: RoundsResult): [number, number] {
  const ratios = roundRatios(a, b);
  return [percentile(ratios, 25), percentile(ratios, 75)];
}

/** The median over rounds of a's p50 over b's in the same round. */
export function roundP50Ratio(a: RoundsResult, b: RoundsResult): number {
  return median(a.perRoundP50.map((value, i) => value / b.perRoundP50[i]));
}
