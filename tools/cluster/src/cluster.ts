import { numberFlag, log } from './script-flags';
import { startCluster } from './start-cluster';

/**
 * `npm run cluster`: the production topology on loopback (see tools/cluster/README.md), the demo company seeded by
 * the first API process, then a full pgBackRest backup. Prints the addresses and the demo keys; Ctrl-C stops
 * everything and removes the folder.
 */
async function main() {
  const banner: string[] = [];
  const cluster = await startCluster({
    basePort: numberFlag('port', 3400),
    log,
    firstApiEnv: { SEED_DEMO: 'true' },
    onApiLine: (index, line) => {
      if (index === 0 && !line.startsWith('{')) banner.push(line);
    },
  });
  const { layout } = cluster;
  await cluster.postgres.backups.fullBackup().catch(async (error: Error) => (await cluster.stop(), Promise.reject(error)));
  const first = banner.findIndex((line) => line.startsWith('Empty database'));
  const demo = first >= 0 ? banner.slice(first) : [];
  log('');
  log(`The service: ${cluster.url} (HAProxy → ${layout.apiPorts.length} API processes)`);
  log(`  HAProxy stats:    http://127.0.0.1:${layout.haproxyStatsPort}/`);
  log(`  API processes:    ${layout.apiPorts.map((port) => `http://127.0.0.1:${port}`).join('  ')}`);
  log(`  metrics:          ${layout.metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`).join('  ')}`);
  log(`  PgBouncer:        postgres://${layout.role}@127.0.0.1:${layout.pgbouncerPort}/${layout.database}`);
  log(`  primary:          ${cluster.postgres.serviceUrl('primary')} (HAProxy → the Patroni leader)`);
  log(`  replica:          ${cluster.postgres.serviceUrl('replica')} (HAProxy → the replicas)`);
  log(`  Patroni members:  ${layout.members.map((m) => `${m.name} 127.0.0.1:${m.port} (REST http://127.0.0.1:${m.restPort}/cluster)`).join('  ')}`);
  log(`  etcd:             http://127.0.0.1:${layout.etcdPort}`);
  const backup = await cluster.postgres.backups.newestBackup();
  log(`  pgBackRest:       repository ${cluster.postgres.backups.repository}, full backup ${backup.label} (${(backup.databaseBytes / 1048576).toFixed(0)} MB)`);
  log(`                    pgbackrest --config=${cluster.postgres.backups.config} --stanza=gig info`);
  for (const line of demo) log(line.replace(new RegExp(`localhost:${layout.apiPorts[0]}`, 'g'), `127.0.0.1:${layout.haproxyPort}`));
  log('Ctrl-C stops the cluster.');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    log('Stopping the cluster …');
    cluster.stop().then(() => process.exit(0), (error: Error) => (process.stderr.write(`${error.stack}\n`), process.exit(1)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
