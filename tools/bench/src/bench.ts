import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@gig/domain';
import { benchOptions } from './bench-options';
import { load, LoadResult } from './load';
import { seedBenchData, setCurrencyMix } from './seed-bench-data';
import { spawnServer, stopServer } from './spawn-server';
import { RangeTiming, timeRange } from './time-ranges';

const SERVICE_PORT = 3101;
const BASELINE_PORT = 3102;
const log = (line: string) => process.stdout.write(`${line}\n`);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const options = benchOptions(process.argv.slice(2), process.env);
  log(`Seeding ${options.users} users × 3 accounts × ${options.days} days (+${options.longHistoryUsers} users with 10 years) …`);
  const data = await seedBenchData(options, log);
  const window = { startDate: addDays(options.endDate, -(options.days - 1)), endDate: options.endDate };
  const results: LoadResult[] = [];
  const ranges: Record<string, RangeTiming[]> = {};
  const runLoads = async (label: string, url: string) => {
    await load({ label, url, apiKey: data.privateKey, userIds: data.userIds, ...window, connections: 8, durationSeconds: 3 });
    for (const connections of options.connections) {
      const result = await load({ label, url, apiKey: data.privateKey, userIds: data.userIds, ...window, connections, durationSeconds: options.durationSeconds });
      results.push(result);
      log(`  ${label} @${connections}: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
    }
  };

  for (const mix of options.currencyMixes) {
    await setCurrencyMix(options.databaseUrl, mix);
    log(`Service, ${mix} currency …`);
    const service = await spawnServer(join(__dirname, '../../../apps/api/src/main.js'), {
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    }, SERVICE_PORT);
    try {
      await runLoads(`service (${mix})`, `http://127.0.0.1:${SERVICE_PORT}`);
      ranges[mix] = [];
      for (const days of [365, 3650]) {
        ranges[mix].push(await timeRange(`http://127.0.0.1:${SERVICE_PORT}`, data.privateKey, data.longHistoryUserIds, options.endDate, days));
      }
      log(`  ranges: ${ranges[mix].map((r) => `${r.days} days ${fmt(r.medianMs, 2)} ms (${r.earningsPerAnswer} days in answer)`).join(', ')}`);
    } finally {
      await stopServer(service);
    }
  }

  await setCurrencyMix(options.databaseUrl, 'single');
  log('Baseline (bare node:http + one SQL query through pg) …');
  const baseline = await spawnServer(join(__dirname, 'baseline-server.js'), { DATABASE_URL: options.databaseUrl }, BASELINE_PORT);
  try {
    await runLoads('baseline', `http://127.0.0.1:${BASELINE_PORT}`);
  } finally {
    await stopServer(baseline);
  }
  report(results, ranges);
}

function report(results: LoadResult[], ranges: Record<string, RangeTiming[]>) {
  log('\n| server | connections | req/s | p50 ms | p99 ms | errors | vs baseline req/s |');
  log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const base = results.find((b) => b.label === 'baseline' && b.connections === r.connections);
    const ratio = base ? fmt(r.requestsPerSecond / base.requestsPerSecond, 2) : '-';
    log(`| ${r.label} | ${r.connections} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${ratio} |`);
  }
  for (const [mix, timings] of Object.entries(ranges)) {
    const [year, decade] = timings;
    log(`\nRange (${mix}): 365 days ${fmt(year.medianMs, 2)} ms, 3,650 days ${fmt(decade.medianMs, 2)} ms: ratio ${fmt(decade.medianMs / year.medianMs, 2)} (median of 40 sequential requests)`);
  }
  mkdirSync('tmp', { recursive: true });
  writeFileSync('tmp/bench-results.json', JSON.stringify({ at: new Date().toISOString(), results, ranges }, null, 2));
  log('\nWritten to tmp/bench-results.json');
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
