import 'reflect-metadata';
import { systemClock } from '@gig/domain';
import { createExchangeRates } from '@gig/fx';
import { describeTarget, openDatabase } from '@gig/persistence';
import { seedDemoIfEmpty } from './bootstrap/seed-demo';
import { ConfigError, loadAppConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadAppConfig(process.env);
  const database = await openDatabase(config.database);
  const exchangeRates = createExchangeRates({ config: config.fx, store: database.usdRates, clock: systemClock });
  if (config.seedDemo) {
    await seedDemoIfEmpty(database, systemClock, (text) => process.stdout.write(`${text.replace(/\$PORT/g, String(config.port))}\n`));
  }
  const app = await createApp({ database, exchangeRates, clock: systemClock, logLevel: config.logLevel, apiKeyCacheMs: config.apiKeyCacheMs });
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
