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
const RATES_PORT = 3103;
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

  const rates = await spawnServer(join(__dirname, 'fake-rates-server.js'), {}, RATES_PORT);
  const providerRequests: Record<string, { cold: number; warm: number }> = {};
  for (const mix of options.currencyMixes) {
    await setCurrencyMix(options.databaseUrl, mix);
    log(`Service, ${mix === 'multi' ? 'three currencies (MXN, COP, BRL) converted to USD' : 'one currency'} …`);
    const service = await spawnServer(join(__dirname, '../../../apps/api/src/main.js'), {
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      FX_PROVIDERS: 'frankfurter',
      FX_FRANKFURTER_URL: `http://127.0.0.1:${RATES_PORT}`,
    }, SERVICE_PORT);
    try {
      const url = `http://127.0.0.1:${SERVICE_PORT}`;
      const before = await rateRequests();
      await timeRange(url, data.privateKey, data.userIds.slice(0, 1), options.endDate, options.days, 1, 0);
      const cold = (await rateRequests()) - before;
      await timeRange(url, data.privateKey, data.userIds.slice(1, 11), options.endDate, options.days, 10, 0);
      providerRequests[mix] = { cold, warm: (await rateRequests()) - before - cold };
      log(`  exchange-rate provider requests for a ${options.days}-day answer: cold cache ${cold}, warm cache (10 more users) ${providerRequests[mix].warm}`);
      await runLoads(`service (${mix})`, url);
      ranges[mix] = [];
      for (const days of [365, 3650]) {
        ranges[mix].push(await timeRange(`http://127.0.0.1:${SERVICE_PORT}`, data.privateKey, data.longHistoryUserIds, options.endDate, days));
      }
      log(`  ranges: ${ranges[mix].map((r) => `${r.days} days ${fmt(r.medianMs, 2)} ms (${r.earningsPerAnswer} days in answer)`).join(', ')}`);
    } finally {
      await stopServer(service);
    }
  }

  await stopServer(rates);
  await setCurrencyMix(options.databaseUrl, 'single');
  log('Baseline (bare node:http + one SQL query through pg) …');
  const baseline = await spawnServer(join(__dirname, 'baseline-server.js'), { DATABASE_URL: options.databaseUrl }, BASELINE_PORT);
  try {
    await runLoads('baseline', `http://127.0.0.1:${BASELINE_PORT}`);
  } finally {
    await stopServer(baseline);
  }
  report(results, ranges, providerRequests);
}

async function rateRequests(): Promise<number> {
  const stats = (await (await fetch(`http://127.0.0.1:${RATES_PORT}/stats`)).json()) as { requests: number };
  return stats.requests;
}

function report(results: LoadResult[], ranges: Record<string, RangeTiming[]>, providerRequests: Record<string, { cold: number; warm: number }>) {
  log('\n| server | connections | req/s | p50 ms | p99 ms | errors | req/s vs baseline | req/s vs single currency |');
  log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const base = results.find((b) => b.label === 'baseline' && b.connections === r.connections);
    const single = results.find((s) => s.label === 'service (single)' && s.connections === r.connections);
    const ratio = [base ? fmt(r.requestsPerSecond / base.requestsPerSecond, 2) : '-', single ? fmt(r.requestsPerSecond / single.requestsPerSecond, 2) : '-'].join(' | ');
    log(`| ${r.label} | ${r.connections} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${ratio} |`);
  }
  for (const [mix, timings] of Object.entries(ranges)) {
    const [year, decade] = timings;
    log(`\nRange (${mix}): 365 days ${fmt(year.medianMs, 2)} ms, 3,650 days ${fmt(decade.medianMs, 2)} ms: ratio ${fmt(decade.medianMs / year.medianMs, 2)} (median of 40 sequential requests)`);
  }
  mkdirSync('tmp', { recursive: true });
  for (const [mix, counts] of Object.entries(providerRequests)) {
    log(`Exchange-rate provider requests (${mix}): cold ${counts.cold}, warm ${counts.warm}`);
  }
  writeFileSync('tmp/bench-results.json', JSON.stringify({ at: new Date().toISOString(), results, ranges, providerRequests }, null, 2));
  log('\nWritten to tmp/bench-results.json');
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
