import 'reflect-metadata';
import { PlatformRegistry, systemClock } from '@gig/domain';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createExchangeRates } from '@gig/fx';
import { AesGcmSecretBox, describeTarget, loadCredentialsKey, openDatabase } from '@gig/persistence';
import { createSandboxConnectors } from '@gig/sandbox';
import { liveConnectors } from './connectors/live-connectors';
import { PLATFORM_FAMILIES } from './connectors/platform-families';
import { RoutingPlatformConnectors } from './connectors/routing.platform-connectors';
import { seedDemoIfEmpty } from './bootstrap/seed-demo';
import { ConfigError, loadAppConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadAppConfig(process.env);
  const secrets = new AesGcmSecretBox(loadCredentialsKey(process.env, config.dataDir));
  const database = await openDatabase(config.database);
  const platforms = PlatformRegistry.of(PLATFORM_FAMILIES);
  const live = liveConnectors(PLATFORM_FAMILIES, config.platforms.urls, { timeoutMs: config.platforms.timeoutMs });
  for (const warning of live.warnings) process.stderr.write(`Warning: ${warning}\n`);
  const connectors = new RoutingPlatformConnectors(createSandboxConnectors(systemClock).connectorFor, live.connectors);
  const exchangeRates = createExchangeRates({ config: config.fx, store: database.usdRates, clock: systemClock });
  if (config.seedDemo) {
    await seedDemoIfEmpty(database, systemClock, platforms, (text) => process.stdout.write(`${text.replace(/\$PORT/g, String(config.port))}\n`));
  }
  const app = await createApp({
    database,
    exchangeRates,
    platforms,
    connectors,
    secrets,
    clock: systemClock,
    logLevel: config.logLevel,
    apiKeyCacheMs: config.apiKeyCacheMs,
    jobs: { ...config.jobs, workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}` },
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen(config.port, config.host);
  process.stdout.write(`Gig Earnings API listening on http://localhost:${config.port} (${describeTarget(config.database)}); docs at /docs\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
