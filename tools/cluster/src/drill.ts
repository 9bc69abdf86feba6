import { checkData } from './data-checks';
import { CountingReceiver } from './counting-receiver';
import { dataLines, requestLines } from './drill-report';
import { allUp, Drill } from './drills/drill';
import { retryCounters } from './haproxy.process';
import { killApiDrill } from './drills/kill-api.drill';
import { primaryFailoverDrill } from './drills/primary-failover.drill';
import { primaryFreezeDrill } from './drills/primary-freeze.drill';
import { pointInTimeRestoreDrill } from './drills/point-in-time-restore.drill';
import { replicaStopDrill } from './drills/replica-stop.drill';
import { rollingRestartDrill } from './drills/rolling-restart.drill';
import { LoadGenerator } from './load-generator';
import { pause } from './managed-process';
import { log, numberFlag } from './script-flags';
import { seedDrillData } from './seed-drill-data';
import { startCluster } from './start-cluster';

const DRILLS: Drill[] = [killApiDrill, rollingRestartDrill, replicaStopDrill, primaryFreezeDrill, primaryFailoverDrill, pointInTimeRestoreDrill];
/** Load before the first drill, and after each drill before its window closes. */
const WARM_UP_MS = 10_000;
const TAIL_MS = 5_000;

/**
 * `npm run cluster:drill`: starts the cluster, seeds it, puts steady load on HAProxy (aggregated reads, account
 * connections whose jobs retrieve data, webhook deliveries to a local receiver), runs each drill one after another,
 * and prints per drill the requests sent and failed, p99, and the data checks once the cluster has settled.
 * Flags: --port (3400) --users (200) --readers (6) --writers (2) --think-ms (20) --only N (one drill, 1-6).
 */
async function main() {
  const basePort = numberFlag('port', 3400);
  const haproxyErrors: string[] = [];
  const apiErrors: string[] = [];
  // Errors the processes logged themselves (an unexpected failure's stack), not the request log's line for each 5xx answer.
  const onApiLine = (index: number, line: string) => void (/"level":"?(error|50)/i.test(line) && !line.includes('failed with status code') && apiErrors.push(`api${index + 1}: ${line.slice(0, 900)}`));
  const cluster = await startCluster({ basePort, log, onHaproxyLine: (line) => haproxyErrors.push(line), onApiLine });
  const receiver = new CountingReceiver();
  let load: LoadGenerator | null = null;
  try {
    const hookUrl = await receiver.start(basePort + 30);
    const endDate = new Date().toISOString().slice(0, 10);
    const data = await seedDrillData(cluster.postgres.adminUrl(), numberFlag('users', 200), endDate);
    const subscribed = await fetch(`${cluster.url}/v1/webhooks`, {
      method: 'POST', headers: { 'x-api-key': data.privateKey, 'content-type': 'application/json' }, body: JSON.stringify({ url: hookUrl, name: 'drill' }),
    });
    if (subscribed.status !== 201) throw new Error(`webhook subscription: ${subscribed.status} ${await subscribed.text()}`);
    while ((await cluster.postgres.replicaLag()).lagBytes !== 0) await pause(200);
    log(`Seeded ${data.userIds.length} users × 3 accounts × 365 days; webhook receiver at ${hookUrl}`);
    const backupStarted = Date.now();
    await cluster.postgres.backups.fullBackup();
    const backup = await cluster.postgres.backups.newestBackup();
    log(`pgBackRest full backup ${backup.label} after seeding: ${(backup.databaseBytes / 1048576).toFixed(0)} MB (${(backup.repositoryBytes / 1048576).toFixed(1)} MB in the repository) in ${((Date.now() - backupStarted) / 1000).toFixed(1)} s`);
    const options = { readers: numberFlag('readers', 6), writers: numberFlag('writers', 2), thinkMs: numberFlag('think-ms', 20) };
    const running = new LoadGenerator(cluster.url, data, options);
    load = running;
    log(`Load through HAProxy: ${options.readers} loops of aggregated reads, ${options.writers} loops of account connections (user, account, validate), ${options.thinkMs} ms between requests`);
    load.start();
    await pause(WARM_UP_MS);
    const only = numberFlag('only', 0);
    let from = 0;
    let fromDate = new Date(Date.now() - WARM_UP_MS - 60_000);
    for (const [i, drill] of DRILLS.entries()) {
      if (only && only !== i + 1) continue;
      log('');
      log(`Drill ${i + 1}: ${drill.name}`);
      const counters = await retryCounters(cluster.layout);
      const startedAt = load.now();
      await drill.run(cluster, (line) => log(`  ${((running.now() - startedAt) / 1000).toFixed(1).padStart(5)} s  ${line}`), running);
      await pause(TAIL_MS);
      const to = load.now();
      const toDate = new Date();
      log(requestLines(load.outcomes.filter((o) => o.at >= from && o.at < to), startedAt).join('\n'));
      const after = await retryCounters(cluster.layout);
      log(`  HAProxy: ${after.retries - counters.retries} request(s) retried, ${after.redispatches - counters.redispatches} sent to another process`);
      const accountIds = load.validatedAccounts.filter((a) => a.at >= from && a.at < to).map((a) => a.id);
      const checks = await checkData(cluster.postgres.adminUrl(), { accountIds, from: fromDate, to: toDate }, cluster.fleet.jobRuns, receiver);
      log(dataLines(checks).join('\n'));
      const errors = apiErrors.splice(0);
      if (errors.length) log(`  the API processes logged ${errors.length} error line(s), the last ones:\n${errors.slice(-5).map((line) => `    ${line}`).join('\n')}`);
      from = to;
      fromDate = toDate;
      await allUp(cluster);
    }
    await load.stop();
    if (haproxyErrors.length) log(`\nHAProxy logged ${haproxyErrors.length} line(s) (errors only), the last ones:\n${haproxyErrors.slice(-15).join('\n')}`);
  } finally {
    await load?.stop();
    await receiver.close();
    await cluster.stop();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
