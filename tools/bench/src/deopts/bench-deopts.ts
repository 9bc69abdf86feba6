import { addDays } from '@gig/domain';
import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { benchOptions } from '../bench-options';
import { log, numberFlag, percentile } from '../bench-script';
import { seedBenchData } from '../seed-bench-data';
import { BACKGROUND_LOOPS_OFF, RATES_PORT, serviceEnv } from '../service-env';
import { NODE_FLAGS, spawnServer, stopServer } from '../spawn-server';
import { readSequentially } from '../instructions/sequential-reads';
import { countBailouts, cpuMsOf } from './deopt-trace';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

interface Traced {
  readonly label: string;
  readonly child: ChildProcess;
  readonly url: string;
  readonly lines: string[];
  readonly cpuPerRead: number[];
}

const FIRST_PORT = 3141;
const QUIET = { LOG_LEVEL: 'warn', ...BACKGROUND_LOOPS_OFF, RATE_LIMIT_PER_MINUTE: '0' };

/**
 * The service and `--compare PATH` side by side under `node --trace-deopt`: the same sequential aggregated reads,
 * in pairs of rounds whose order flips, CPU per read from /proc and every bailout V8 reports, from the first read on.
 * A function that bails out on most reads (a deoptimization loop) shows as a count near the number of reads.
 * Flags: --compare PATH, --mix one|three, --rounds N, --requests N, --warmup N.
 */
async function main() {
  const argv = process.argv.slice(2);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_instructions';
  const options = benchOptions([...argv, '--users', '200', '--long-users', '1'], { BENCH_DATABASE_URL: url });
  const [rounds, requests, warmup] = [numberFlag('rounds', 6), numberFlag('requests', 1500), numberFlag('warmup', 600)];
  const mix = argv.includes('--mix') ? argv[argv.indexOf('--mix') + 1] : 'one';
  if (mix !== 'one' && mix !== 'three') throw new Error('--mix must be one or three');
  const three = mix === 'three';
  log(`Seeding ${options.users} users × 3 accounts × ${options.days} days …`);
  const data = await seedBenchData(options, log);
  const userIds = three ? data.multiCurrencyUserIds : data.singleCurrencyUserIds;
  const rates = await spawnServer(join(__dirname, '../fake-rates-server.js'), {}, RATES_PORT);
  const builds = [{ label: 'service', main: BUILT_API_MAIN }];
  if (options.compareWith) builds.push({ label: 'service before', main: resolve(options.compareWith) });
  const servers: Traced[] = [];
  try {
    for (const [i, build] of builds.entries()) {
      const lines: string[] = [];
      const env = { ...serviceEnv(options.databaseUrl), ...QUIET };
      const child = await spawnServer(build.main, env, FIRST_PORT + i, (line) => lines.push(line), [...NODE_FLAGS, '--trace-deopt']);
      servers.push({ label: build.label, child, url: `http://127.0.0.1:${FIRST_PORT + i}`, lines, cpuPerRead: [] });
    }
    const read = (server: Traced, count: number, offset: number) => readSequentially({
      url: server.url, apiKey: data.privateKey, userIds, count, offset,
      startDate: addDays(options.endDate, -(options.days - 1)), endDate: options.endDate,
    });
    log(`${three ? 'Three currencies' : 'One currency'}: ${warmup} reads to warm each server, then ${rounds} rounds of ${requests} …`);
    for (const server of servers) await read(server, warmup, 0);
    for (let round = 0; round < rounds; round++) {
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        const before = cpuMsOf(server.child.pid as number);
        await read(server, requests, warmup + round * requests);
        server.cpuPerRead.push((cpuMsOf(server.child.pid as number) - before) / requests);
      }
    }
    report(servers);
  } finally {
    for (const server of servers) await stopServer(server.child);
    await stopServer(rates);
  }
}

function report(servers: readonly Traced[]): void {
  for (const server of servers) {
    const bailouts = countBailouts(server.lines);
    const total = bailouts.reduce((sum, [, count]) => sum + count, 0);
    log(`\n${server.label}: CPU per read ${percentile(server.cpuPerRead, 50).toFixed(3)} ms (median; rounds ${server.cpuPerRead.map((ms) => ms.toFixed(2)).join(', ')}), ${total} bailouts`);
    for (const [bailout, count] of bailouts.slice(0, 8)) log(`  ${String(count).padStart(5)}  ${bailout}`);
  }
  if (servers.length === 2) {
    const ratios = servers[0].cpuPerRead.map((ms, round) => servers[1].cpuPerRead[round] / ms);
    log(`\nCPU per read, service before ÷ service: ${percentile(ratios, 50).toFixed(3)} (median of per-round ratios; above 1, the service uses less)`);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
