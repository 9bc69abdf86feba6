import { numberFlag, log } from './script-flags';
import { startCluster } from './start-cluster';

/**
 * `npm run cluster`: the production topology on loopback (see tools/cluster/README.md), the demo company seeded by
 * the first API process. Prints the addresses and the demo keys; Ctrl-C stops everything and removes the folder.
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
  const first = banner.findIndex((line) => line.startsWith('Empty database'));
  const demo = first >= 0 ? banner.slice(first) : [];
  log('');
  log(`The service: ${cluster.url} (HAProxy → ${layout.apiPorts.length} API processes)`);
  log(`  HAProxy stats:    http://127.0.0.1:${layout.haproxyStatsPort}/`);
  log(`  API processes:    ${layout.apiPorts.map((port) => `http://127.0.0.1:${port}`).join('  ')}`);
  log(`  metrics:          ${layout.metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`).join('  ')}`);
  log(`  PgBouncer:        postgres://${layout.role}@127.0.0.1:${layout.pgbouncerPort}/${layout.database}`);
  log(`  primary:          ${cluster.postgres.serviceUrl('primary')}`);
  log(`  replica:          ${cluster.postgres.serviceUrl('replica')}`);
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
