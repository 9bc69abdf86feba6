import { addDays } from '@gig/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchOptions } from '../bench-options';
import { log, numberFlag, percentile } from '../bench-script';
import { seedBenchData } from '../seed-bench-data';
import { BACKGROUND_LOOPS_OFF, RATES_PORT, serviceEnv } from '../service-env';
import { NODE_FLAGS, spawnServer, stopServer } from '../spawn-server';
import { assertCallgrind, CallgrindServer, startUnderCallgrind } from './callgrind-server';
import { AggregatedReads, readSequentially } from './sequential-reads';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

type Mix = 'one currency' | 'three currencies';
interface Contender {
  readonly label: string;
  readonly mix: Mix;
  readonly server: CallgrindServer;
}

const FIRST_PORT = 3131;
const MIXES: readonly Mix[] = ['one currency', 'three currencies'];
/**
 * Under valgrind: the work a timer starts, not a request, off (so that only the reads are counted, however slowly
 * valgrind runs them), and time to open a connection as slowly as valgrind does on a loaded machine.
 */
const UNDER_VALGRIND = { ...BACKGROUND_LOOPS_OFF, DATABASE_CONNECT_TIMEOUT_MS: '60000', DATABASE_REQUEST_TIMEOUT_MS: '120000' };

/**
 * Instructions per aggregated read, counted by callgrind in the server process: on a quiet machine, a figure
 * that tells builds apart by less than `npm run bench`'s round-to-round noise (see tools/bench/README.md for its limits).
 * Flags: --compare PATH (another build's main.js), --rounds N, --requests N, --warmup N, and `npm run bench`'s seeding flags.
 */
async function main() {
  await assertCallgrind();
  const argv = process.argv.slice(2);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_instructions';
  const options = benchOptions([...argv, '--users', '200', '--long-users', '1'], { BENCH_DATABASE_URL: url });
  const [rounds, requests, warmup] = [numberFlag('rounds', 5), numberFlag('requests', 100), numberFlag('warmup', 600)];
  log(`Seeding ${options.users} users × 3 accounts × ${options.days} days …`);
  const data = await seedBenchData(options, log);
  const users: Record<Mix, readonly string[]> = { 'one currency': data.singleCurrencyUserIds, 'three currencies': data.multiCurrencyUserIds };
  const reads = (contender: Contender, count: number, offset: number): AggregatedReads => ({
    url: contender.server.url, apiKey: data.privateKey, userIds: users[contender.mix], count, offset,
    startDate: addDays(options.endDate, -(options.days - 1)), endDate: options.endDate,
  });
  const rates = await spawnServer(join(__dirname, '../fake-rates-server.js'), {}, RATES_PORT);
  const contenders: Contender[] = [];
  try {
    const service = BUILT_API_MAIN;
    const env = { ...serviceEnv(options.databaseUrl), ...UNDER_VALGRIND, RATE_LIMIT_PER_MINUTE: '0' };
    const builds = [{ label: 'service', main: service }, ...(options.compareWith ? [{ label: 'service before', main: resolve(options.compareWith) }] : [])];
    // A process per build and mix: one that took both kinds of answer would compile its code again as the mix changed.
    const plan = [
      ...builds.flatMap((build) => MIXES.map((mix) => ({ label: build.label, mix, script: build.main, env }))),
      { label: 'baseline', mix: MIXES[0], script: join(__dirname, '../baseline-server.js'), env: { DATABASE_URL: options.databaseUrl } },
    ];
    log(`Starting ${plan.length} servers under callgrind …`);
    for (const [i, one] of plan.entries()) {
      contenders.push({ label: one.label, mix: one.mix, server: await startUnderCallgrind(one.script, one.env, FIRST_PORT + i, NODE_FLAGS) });
    }
    log(`Warming up: ${warmup} sequential reads per server …`);
    for (const contender of contenders) await readSequentially(reads(contender, warmup, 0));
    // A server's rounds back to back, so that its own timers, not the other servers' rounds, fall between them.
    const counts = new Map<string, number[]>();
    for (const contender of contenders) {
      const perRound: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const total = await contender.server.count(() => readSequentially(reads(contender, requests, warmup + round * requests)));
        perRound.push(total / requests);
      }
      counts.set(`${contender.label}|${contender.mix}`, perRound);
      log(`  ${contender.label}, ${contender.mix}: counted`);
    }
    report(counts);
  } finally {
    for (const contender of contenders) await contender.server.stop();
    await stopServer(rates);
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: readonly number[]) => percentile(values, 50);

function report(counts: Map<string, number[]>): void {
  const medianOf = (label: string, mix: string) => {
    const values = counts.get(`${label}|${mix}`);
    return values ? median(values) : undefined;
  };
  const ratio = (other: number | undefined, own: number) => (other === undefined ? '-' : (other / own).toFixed(3));
  log('\nInstructions per request in the server process (median over rounds); a ratio is the other\'s ÷ this one\'s: above 1, this one does less work.');
  log('| server | mix | instructions per request | mean of all rounds | per round (millions) | vs service before | vs baseline |');
  log('|---|---|---|---|---|---|---|');
  const rows = [...counts].map(([key, values]) => {
    const [label, mix] = key.split('|');
    const own = median(values);
    const before = label === 'service' ? medianOf('service before', mix) : undefined;
    const baseline = label === 'baseline' ? undefined : medianOf('baseline', mix);
    log(`| ${label} | ${mix} | ${Math.round(own).toLocaleString('en')} | ${Math.round(mean(values)).toLocaleString('en')} | ${values.map((v) => (v / 1e6).toFixed(2)).join(', ')} | ${ratio(before, own)} | ${ratio(baseline, own)} |`);
    return { label, mix, median: own, perRound: values };
  });
  mkdirSync('tmp', { recursive: true });
  writeFileSync('tmp/bench-instructions-results.json', `${JSON.stringify(rows, null, 2)}\n`);
  log('\nWritten to tmp/bench-instructions-results.json');
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
