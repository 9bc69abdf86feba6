import { join, resolve } from 'node:path';
import { addDays } from '@gig/domain';
import { alternatingRounds, Contender, RoundsResult } from './alternating-rounds';
import { benchOptions } from './bench-options';
import { report } from './bench-report';
import { benchScale } from './scale/bench-scale';
import { BenchData, seedBenchData } from './seed-bench-data';
import { spawnServer, stopServer } from './spawn-server';
import { RangeTiming, timeRange } from './time-ranges';
import { RATES_PORT, serviceEnv } from './service-env';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

const BASELINE_PORT = 3102;
const SERVICE_PORTS = [3101, 3104];
/** Background writes of a 2-million-row load (checkpoint spreading, autovacuum) would otherwise land in the first loads. */
const SETTLE_MS = 20_000;
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const options = benchOptions(process.argv.slice(2), process.env);
  if (options.scale > 1) return benchScale(options, log);
  log(`Seeding ${options.users} users × 3 accounts × ${options.days} days (+${options.longHistoryUsers} users with 10 years) …`);
  const data = await seedBenchData(options, log);
  log(`Letting PostgreSQL settle after the bulk load (${SETTLE_MS / 1000} s) …`);
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const window = { startDate: addDays(options.endDate, -(options.days - 1)), endDate: options.endDate };
  const main = BUILT_API_MAIN;
  const builds = [{ label: 'service', main, env: { RATE_LIMIT_PER_MINUTE: options.rateLimits ? '1000000' : '0' } }];
  if (options.compareWith) builds.push({ label: 'service before', main: resolve(options.compareWith), env: { RATE_LIMIT_PER_MINUTE: '0' } });
  else if (options.rateLimits) builds.push({ label: 'service before', main, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  const servers = [await spawnServer(join(__dirname, 'fake-rates-server.js'), {}, RATES_PORT)];
  try {
    const services: Contender[] = [];
    for (const [i, build] of builds.entries()) {
      servers.push(await spawnServer(build.main, { ...serviceEnv(options.databaseUrl), ...build.env }, SERVICE_PORTS[i]));
      services.push({ label: build.label, url: `http://127.0.0.1:${SERVICE_PORTS[i]}` });
    }
    servers.push(await spawnServer(join(__dirname, 'baseline-server.js'), { DATABASE_URL: options.databaseUrl }, BASELINE_PORT));
    const baseline: Contender = { label: 'baseline', url: `http://127.0.0.1:${BASELINE_PORT}` };
    const providerRequests = await countProviderRequests(services[0].url, data, options.endDate, options.days);
    // The same reads on every other build, so that none starts the rounds having done more.
    for (const other of services.slice(1)) await countProviderRequests(other.url, data, options.endDate, options.days);
    log(`  exchange-rate provider requests for a ${options.days}-day answer in 3 currencies: cold cache ${providerRequests.cold}, warm cache (10 more users) ${providerRequests.warm}`);
    const results: RoundsResult[] = [];
    const rounds = { ...window, apiKey: data.privateKey, rounds: options.rounds, secondsPerRound: options.roundSeconds };
    for (const connections of options.connections) {
      log(`${options.rounds} alternating rounds of ${options.roundSeconds} s at ${connections} connection(s) …`);
      results.push(...(await alternatingRounds([...services, baseline], { ...rounds, mix: 'one currency', userIds: data.singleCurrencyUserIds, connections }, log)));
      results.push(...(await alternatingRounds(services, { ...rounds, mix: 'three currencies', userIds: data.multiCurrencyUserIds, connections }, log)));
    }
    const ranges: RangeTiming[] = [];
    for (const days of [365, 3650]) ranges.push(await timeRange(services[0].url, data.privateKey, data.longHistoryUserIds, options.endDate, days));
    report({ results, ranges, providerRequests }, log);
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
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

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
