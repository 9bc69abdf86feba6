import { addDays, CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, numberFlag, percentile } from '../bench-script';
import { sql } from '../refresh/refresh-cohort';
import { seedBenchData } from '../seed-bench-data';
import { spawnServer, stopServer } from '../spawn-server';
import { ReportApi } from './report-api';
import { GenerationLog } from './generation-log';
import { checkBurst } from './burst-checks';
import { BUILT_API_MAIN } from '@gig/persistence/testing';
import { measureReportsNoisyNeighbour } from './noisy-neighbour';
import { QuietLender } from './quiet-lender';

const BASE_PORT = numberFlag('port', 3130);
const RATES_PORT = BASE_PORT;
const SERVER_PORTS = [BASE_PORT + 1, BASE_PORT + 2];
const END_DATE = '2025-12-31';

/**
 * `npm run bench:reports`: income reports of users with 3 accounts × 730 days (PostgreSQL only,
 * BENCH_DATABASE_URL, a database it may wipe). First one report at a time (`--samples`, single- and
 * multi-currency users): the server time of the figures and JSON, of the signed PDF, and the PDF's
 * size, as the server logs them. Then `--burst` reports asked at once through two server processes:
 * all ready, none made twice, and the time to the last one. `--noisy-neighbour` measures instead another
 * company's account sync and report during that burst, next to the same on an idle queue (`noisy-neighbour.ts`).
 */
async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_reports';
  const samples = numberFlag('samples', 20);
  const burst = numberFlag('burst', 200);
  const days = numberFlag('days', 730);
  const window = { start_date: addDays(END_DATE, -(days - 1)), end_date: END_DATE };
  log(`Seeding ${burst + 2 * samples} users × 3 accounts × ${days} days …`);
  const data = await seedBenchData(
    { databaseUrl: url, users: burst + 2 * samples, days, longHistoryUsers: 1, rounds: 1, roundSeconds: 1, connections: [], endDate: END_DATE, compareWith: null, rateLimits: false, scale: 1 },
    () => undefined,
  );
  await sql(url, 'TRUNCATE reports, jobs, webhook_events CASCADE');
  const dataDir = await mkdtemp(join(tmpdir(), 'gig-bench-reports-'));
  const generations = new GenerationLog();
  const env = {
    DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0', CREDENTIALS_KEY: 'cd'.repeat(32),
    FX_PROVIDERS: 'frankfurter', FX_FRANKFURTER_URL: `http://127.0.0.1:${RATES_PORT}`,
  };
  const main = BUILT_API_MAIN;
  const servers: ChildProcess[] = [await spawnServer(join(__dirname, '../fake-rates-server.js'), {}, RATES_PORT)];
  try {
    // One after the other: the second finds the signing certificate the first made in DATA_DIR.
    for (const [i, port] of SERVER_PORTS.entries()) servers.push(await spawnServer(main, env, port, (line) => generations.read(line, i)));
    const apis = SERVER_PORTS.map((port) => new ReportApi(`http://127.0.0.1:${port}`, data.privateKey));
    if (process.argv.includes('--noisy-neighbour')) {
      const quiet = new QuietLender(`http://127.0.0.1:${SERVER_PORTS[0]}`, await aSecondCompany(url));
      const burstUsers = data.singleCurrencyUserIds.slice(0, burst / 2).concat(data.multiCurrencyUserIds.slice(0, burst - burst / 2));
      return await measureReportsNoisyNeighbour({ url, quiet, noisy: apis, burstUsers, window, samples });
    }

    for (const [label, users] of [['single currency (MXN)', data.singleCurrencyUserIds], ['three currencies, converted to USD', data.multiCurrencyUserIds]] as const) {
      log(`One at a time, ${samples} reports, ${label}:`);
      const ids: string[] = [];
      for (const userId of users.slice(-samples)) {
        const id = await apis[0].request({ user_id: userId, ...window });
        await apis[0].waitUntilDone([id], 60_000);
        ids.push(id);
      }
      const made = ids.map((id) => generations.of(id));
      const figures = made.map((g) => g.figuresMs);
      const pdf = made.map((g) => g.pdfMs);
      const sizes = made.map((g) => g.pdfBytes / 1024);
      log(`  figures + JSON: p50 ${percentile(figures, 50).toFixed(1)} ms, p95 ${percentile(figures, 95).toFixed(1)} ms (target < 50)`);
      log(`  signed PDF:     p50 ${percentile(pdf, 50).toFixed(1)} ms, p95 ${percentile(pdf, 95).toFixed(1)} ms (target < 500)`);
      log(`  PDF size:       p50 ${percentile(sizes, 50).toFixed(0)} kB, max ${Math.max(...sizes).toFixed(0)} kB (target < 300)`);
    }

    log(`${burst} reports asked at once through two server processes:`);
    const burstUsers = data.singleCurrencyUserIds.slice(0, burst / 2).concat(data.multiCurrencyUserIds.slice(0, burst - burst / 2));
    const started = performance.now();
    const ids = await Promise.all(burstUsers.map((userId, i) => apis[i % 2].request({ user_id: userId, ...window })));
    const asked = performance.now() - started;
    await apis[0].waitUntilDone(ids, 600_000);
    const last = performance.now() - started;
    const checks = await checkBurst(url, ids);
    const byProcess = [0, 1].map((i) => ids.filter((id) => generations.of(id).process === i).length);
    log(`  all ${burst} asked in ${asked.toFixed(0)} ms; the last one ready after ${(last / 1000).toFixed(2)} s (made by process 1: ${byProcess[0]}, process 2: ${byProcess[1]})`);
    log(`  ready ${checks.ready}/${burst}, failed ${checks.failed}, reports stored ${checks.stored}, report.* events ${checks.events} (reports with more than one: ${checks.announcedTwice}), distinct PDFs ${checks.distinctPdfs}, jobs left ${checks.jobsLeft}`);
  } finally {
    for (const server of servers) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Company A's private key: a sandbox company of its own, beside the seeded one. */
async function aSecondCompany(url: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    return (await new CreateCompany(database.unitOfWork, systemClock).execute('Quiet lender', 'sandbox')).privateKey;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
