import 'reflect-metadata';
import { describeTarget } from '@gig/persistence';
import { seedDemoIfEmpty } from './bootstrap/seed-demo';
import { compose } from './composition/compose';
import { ConfigError, loadAppConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadAppConfig(process.env);
  const composition = await compose(config);
  // The demo's keys are shown only once: printed last, after the listening line, so nothing scrolls them away.
  let banner = '';
  if (config.seedDemo) {
    await seedDemoIfEmpty(composition, (text) => (banner += `${text.replace(/\$PORT/g, String(config.port))}\n`));
  }
  const app = await createApp(composition);
  const shutdown = async () => {
    await app.close();
    await composition.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen(config.port, config.host);
  process.stdout.write(`Gig Earnings API listening on http://localhost:${config.port} (${describeTarget(config.database)}); docs at /docs\n${banner}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
