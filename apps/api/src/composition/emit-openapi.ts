import 'reflect-metadata';
import { openDatabase, AesGcmSecretBox } from '@gig/persistence';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { compose } from './compose';
import { loadAppConfig } from '../platform/config/app-config';
import { createApp } from './create-app';
import { consoleApiDocument, publicApiDocument } from './openapi-documents';
import { openApiJson } from '../platform/docs/openapi-json';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';

/**
 * Writes the OpenAPI documents the controllers describe (`npm run openapi`): the public API's (docs/openapi.json) and the
 * console's (docs/console-openapi.json); needs no data directory.
 */
async function emit(target: string, consoleTarget: string): Promise<void> {
  const config = loadAppConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_ENABLED: 'false' }, PLATFORM_FAMILIES);
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const composition = await compose(config, { database, secrets: new AesGcmSecretBox(randomBytes(32)), warn: () => undefined });
  const app = await createApp(composition);
  try {
    writeFileSync(target, openApiJson(publicApiDocument(app)));
    writeFileSync(consoleTarget, openApiJson(consoleApiDocument(app)));
  } finally {
    await app.close();
    await composition.close();
    await database.close();
  }
}

emit(process.argv[2] ?? 'docs/openapi.json', process.argv[3] ?? 'docs/console-openapi.json').catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
