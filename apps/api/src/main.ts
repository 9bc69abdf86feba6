// First: tracing must patch http, express and pg before anything below requires them.
import { tracing } from './platform/telemetry/tracing.bootstrap';
import 'reflect-metadata';
import { describeTarget } from '@gig/persistence';
import type { Server } from 'node:http';
import { seedDemoIfEmpty } from './composition/bootstrap/seed-demo';
import { compose, Composition } from './composition/compose';
import type { Server as NetServer } from 'node:net';
import { answerAdminCommand } from './composition/admin/admin-answer';
import { runAdminCommand } from './composition/admin/admin.commands';
import { adminSocketPath, listenForAdminCommands } from './composition/admin/admin-socket';
import { ConfigError, loadAppConfig } from './platform/config/app-config';
import { createApp } from './composition/create-app';
import { shutDownGracefully } from './composition/graceful-shutdown';
import { listenForMetrics } from './platform/metrics/metrics.server';
import { PLATFORM_FAMILIES } from './platform/families/platform-families';

async function main(): Promise<void> {
  const config = loadAppConfig(process.env, PLATFORM_FAMILIES);
  const composition = await compose(config);
  // The demo's keys are shown only once: printed last, after the listening line, so nothing scrolls them away.
  let banner = '';
  if (config.seedDemo) {
    await seedDemoIfEmpty(composition, (text) => (banner += `${text.replace(/\$PORT/g, String(config.port))}\n`));
  }
  const app = await createApp(composition);
  const servers: Server[] = [app.getHttpServer()];
  const adminCommands = await takeAdminCommands(composition);
  let stopping: Promise<void> | null = null;
  const shutdown = (signal: NodeJS.Signals) => {
    adminCommands?.close();
    // A second signal while draining changes nothing: the grace already bounds the wait.
    stopping ??= shutDownGracefully({ app, composition, servers, signal, log: (line) => process.stdout.write(`${line}\n`) }).then(
      // The last requests' spans are still buffered: exported before exit, or lost (a collector down costs nothing but them).
      () => (tracing?.shutdown() ?? Promise.resolve()).catch(() => undefined).then(() => process.exit(0)),
      (error: unknown) => (process.stderr.write(`Shutdown failed: ${(error as Error).stack ?? error}\n`), process.exit(1)),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen(config.port, config.host);
  if (config.metrics.port !== null) {
    servers.push(await listenForMetrics(composition.metrics, config.metrics.port, config.metrics.host));
    process.stdout.write(`Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics\n`);
  }
  process.stdout.write(`Gig Earnings API listening on http://localhost:${config.port} (${describeTarget(config.database)}); docs at /docs\n${banner}`);
}

/** With the embedded database, which only this process may open, the admin CLI hands its commands over here. */
async function takeAdminCommands(composition: Composition): Promise<NetServer | null> {
  const { config } = composition;
  if (config.database.kind !== 'pglite' || !config.database.dataDir) return null;
  return listenForAdminCommands(adminSocketPath(config.dataDir), ({ argv, baseUrl }) =>
    answerAdminCommand(() => runAdminCommand([...argv], composition.useCases, { baseUrl: baseUrl ?? config.publicUrl, takeBackup: composition.backups.take })),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack ?? error}\n`);
  process.exit(1);
});
