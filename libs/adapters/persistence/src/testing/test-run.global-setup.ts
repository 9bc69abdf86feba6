import './workspace-aliases';
import { createMigratedDataDir, MIGRATED_DATA_DIR_VARIABLE } from './migrated-data-dir';
import setUpPostgresTemplate from './postgres-template.global-setup';

/**
 * Jest global setup (api): the PostgreSQL template of `postgres-template.global-setup.ts`, and a migrated `DATA_DIR`
 * that the files spawning the built server copy; the workers, started after this, inherit both through the environment.
 */
export default async function setUpTestRun(): Promise<void> {
  await setUpPostgresTemplate();
  process.env[MIGRATED_DATA_DIR_VARIABLE] = await createMigratedDataDir();
}
