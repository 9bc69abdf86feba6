import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@gig/domain';
import { benchOptions } from './bench-options';
import { load, LoadResult } from './load';
import { BenchData, seedBenchData } from './seed-bench-data';
import { spawnServer, stopServer } from './spawn-server';
import { RangeTiming, timeRange } from './time-ranges';

const SERVICE_PORT = 3101;
const BASELINE_PORT = 3102;
const RATES_PORT = 3103;
/** Background writes of a 2-million-row load (checkpoint spreading, autovacuum) would otherwise land in the first loads. */
const SETTLE_MS = 20_000;
const log = (line: string) => process.stdout.write(`${line}\n`);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

interface Figures {
  results: LoadResult[];
  ranges: RangeTiming[];
  providerRequests: { cold: number; warm: number };
}

async function main() {
  const options = benchOptions(process.argv.slice(2), process.env);
  log(`Seeding ${options.users} users × 3 accounts × ${options.days} days (+${options.longHistoryUsers} users with 10 years) …`);
  const data = await seedBenchData(options, log);
  log(`Letting PostgreSQL settle after the bulk load (${SETTLE_MS / 1000} s) …`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const window = { startDate: addDays(options.endDate, -(options.days - 1)), endDate: options.endDate };
  const figures: Figures = { results: [], ranges: [], providerRequests: { cold: 0, warm: 0 } };
  const runLoads = async (label: string, url: string, userIds: readonly string[]) => {
    await load({ label, url, apiKey: data.privateKey, userIds, ...window, connections: 8, durationSeconds: 3 });
    for (const connections of options.connections) {
      const result = await load({ label, url, apiKey: data.privateKey, userIds, ...window, connections, durationSeconds: options.durationSeconds });
      figures.results.push(result);
      log(`  ${label} @${connections}: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
    }
  };

  const rates = await spawnServer(join(__dirname, 'fake-rates-server.js'), {}, RATES_PORT);
  try {
    log('Service (one process; single-currency users, then users paid in MXN, BRL and COP) …');
    const service = await spawnServer(join(__dirname, '../../../apps/api/src/main.js'), {
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      FX_PROVIDERS: 'frankfurter',
      FX_FRANKFURTER_URL: `http://127.0.0.1:${RATES_PORT}`,
    }, SERVICE_PORT);
    try {
      const url = `http://127.0.0.1:${SERVICE_PORT}`;
      figures.providerRequests = await countProviderRequests(url, data, options.endDate, options.days);
      log(`  exchange-rate provider requests for a ${options.days}-day answer in 3 currencies: cold cache ${figures.providerRequests.cold}, warm cache (10 more users) ${figures.providerRequests.warm}`);
      await runLoads('service, one currency', url, data.singleCurrencyUserIds);
      await runLoads('service, three currencies', url, data.multiCurrencyUserIds);
      for (const days of [365, 3650]) figures.ranges.push(await timeRange(url, data.privateKey, data.longHistoryUserIds, options.endDate, days));
      log(`  ranges: ${figures.ranges.map((r) => `${r.days} days ${fmt(r.medianMs, 2)} ms`).join(', ')}`);
    } finally {
      await stopServer(service);
    }
  } finally {
    await stopServer(rates);
  }
  log('Baseline (bare node:http + one SQL query through pg), single-currency users …');
  const baseline = await spawnServer(join(__dirname, 'baseline-server.js'), { DATABASE_URL: options.databaseUrl }, BASELINE_PORT);
  try {
    await runLoads('baseline', `http://127.0.0.1:${BASELINE_PORT}`, data.singleCurrencyUserIds);
  } finally {
    await stopServer(baseline);
  }
  report(figures);
}

async function countProviderRequests(url: string, data: BenchData, endDate: string, days: number) {
  const before = await rateRequests();
  await timeRange(url, data.privateKey, data.multiCurrencyUserIds.slice(0, 1), endDate, days, 1, 0);
  const cold = (await rateRequests()) - before;
  await timeRange(url, data.privateKey, data.multiCurrencyUserIds.slice(1, 11), endDate, days, 10, 0);
  return { cold, warm: (await rateRequests()) - before - cold };
}

async function rateRequests(): Promise<number> {
  const stats = (await (await fetch(`http://127.0.0.1:${RATES_PORT}/stats`)).json()) as { requests: number };
  return stats.requests;
}

function report({ results, ranges, providerRequests }: Figures) {
  log('\n| server | connections | req/s | p50 ms | p99 ms | errors | req/s vs baseline | req/s vs one currency |');
  log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const base = results.find((b) => b.label === 'baseline' && b.connections === r.connections);
    const single = results.find((s) => s.label === 'service, one currency' && s.connections === r.connections);
    const ratio = (other?: LoadResult) => (other ? fmt(r.requestsPerSecond / other.requestsPerSecond, 2) : '-');
    log(`| ${r.label} | ${r.connections} | ${fmt(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${ratio(base)} | ${ratio(single)} |`);
  }
  const [year, decade] = ranges;
  log(`\nOne user, 3 accounts: 365 days ${fmt(year.medianMs, 2)} ms, 3,650 days ${fmt(decade.medianMs, 2)} ms: ratio ${fmt(decade.medianMs / year.medianMs, 2)} (median of 40 sequential requests)`);
  log(`Exchange-rate provider requests, ${year.days}-day answer in 3 currencies: cold ${providerRequests.cold}, warm ${providerRequests.warm}`);
  mkdirSync('tmp', { recursive: true });
  writeFileSync('tmp/bench-results.json', JSON.stringify({ at: new Date().toISOString(), results, ranges, providerRequests }, null, 2));
  log('\nWritten to tmp/bench-results.json');
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
