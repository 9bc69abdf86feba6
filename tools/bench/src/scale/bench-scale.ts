import { join } from 'node:path';
import { addDays } from '@gig/domain';
import { alternatingRounds, Contender, RoundsResult } from '../alternating-rounds';
import type { BenchOptions } from '../bench-options';
import { spawnServer, stopServer } from '../spawn-server';
import { reportScale } from './scale-report';
import { seedScaleData } from './seed-scale-data';
import { tableSizes } from './table-sizes';
import { RATES_PORT, serviceEnv } from '../service-env';
import { BUILT_API_MAIN } from '@gig/persistence/testing';

const PORTS = { service: 3101, serviceScaled: 3104, baseline: 3102, baselineScaled: 3105 };
const SETTLE_MS = 20_000;

/**
 * The aggregated read on the small data set against `scale` times as many users, each in a database
 * of its own (`<name>_x1`, `<name>_x<scale>`, kept for the next run) on the same PostgreSQL: the service and the baseline on each, loaded in the same
 * alternating rounds with single-currency users (the read's cost, not the conversion's).
 */
export async function benchScale(options: BenchOptions, log: (line: string) => void): Promise<void> {
  const scaledUsers = options.users * options.scale;
  // The small set is loaded the same way as the large one (its own database, same layout), so that only the size differs.
  log(`Seeding (or reusing) the small set: ${options.users} users × 3 accounts × ${options.days} days …`);
  const small = await seedScaleData(options, 1, log);
  log(`Seeding (or reusing) the ×${options.scale} set: ${scaledUsers} users × 3 accounts × ${options.days} days …`);
  const large = await seedScaleData(options, options.scale, log);
  if (!small.reused || !large.reused) {
    log(`Letting PostgreSQL settle after the bulk load (${SETTLE_MS / 1000} s) …`);
    await new Promise((done) => setTimeout(done, SETTLE_MS));
  }
  const window = { startDate: addDays(options.endDate, -(options.days - 1)), endDate: options.endDate };
  const main = BUILT_API_MAIN;
  const baselineScript = join(__dirname, '../baseline-server.js');
  const sets = [
    { name: `${options.users} users`, url: small.databaseUrl, apiKey: small.privateKey, userIds: small.singleCurrencyUserIds, ports: [PORTS.service, PORTS.baseline] },
    { name: `${scaledUsers} users`, url: large.databaseUrl, apiKey: large.privateKey, userIds: large.singleCurrencyUserIds, ports: [PORTS.serviceScaled, PORTS.baselineScaled] },
  ];
  const servers = [await spawnServer(join(__dirname, '../fake-rates-server.js'), {}, RATES_PORT)];
  try {
    const contenders: Contender[] = [];
    for (const set of sets) {
      const [servicePort, baselinePort] = set.ports;
      servers.push(await spawnServer(main, serviceEnv(set.url, { RATE_LIMIT_PER_MINUTE: '0' }), servicePort));
      servers.push(await spawnServer(baselineScript, { DATABASE_URL: set.url }, baselinePort));
      contenders.push({ label: `service, ${set.name}`, url: `http://127.0.0.1:${servicePort}`, apiKey: set.apiKey, userIds: set.userIds });
      contenders.push({ label: `baseline, ${set.name}`, url: `http://127.0.0.1:${baselinePort}`, apiKey: set.apiKey, userIds: set.userIds });
    }
    const results: RoundsResult[] = [];
    for (const connections of options.connections) {
      log(`${options.rounds} alternating rounds of ${options.roundSeconds} s at ${connections} connection(s) …`);
      const spec = { ...window, apiKey: small.privateKey, userIds: small.singleCurrencyUserIds, rounds: options.rounds, secondsPerRound: options.roundSeconds };
      results.push(...(await alternatingRounds(contenders, { ...spec, mix: 'one currency', connections }, log)));
    }
    const sizes = [];
    for (const set of sets) sizes.push({ set: set.name, partitions: await tableSizes(set.url, 'daily_earnings') });
    reportScale({ scale: options.scale, small: sets[0].name, large: sets[1].name, results, sizes, reused: small.reused && large.reused }, log);
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
}
