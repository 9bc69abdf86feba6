import { MIGRATED_DATA_DIR_VARIABLE, removeMigratedDataDir } from './migrated-data-dir';
import tearDownPostgresTemplate from './postgres-template.global-teardown';

/** Jest global teardown (api): undoes `test-run.global-setup.ts`. */
export default async function tearDownTestRun(): Promise<void> {
  const dir = process.env[MIGRATED_DATA_DIR_VARIABLE];
  if (dir) removeMigratedDataDir(dir);
  delete process.env[MIGRATED_DATA_DIR_VARIABLE];
  await tearDownPostgresTemplate();
}
