import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteTemplate } from './migrated-pglite.template';

/** Set by the api's Jest global setup to the run's `DATA_DIR` whose embedded database has every migration applied. */
export const MIGRATED_DATA_DIR_VARIABLE = 'GIG_TEST_MIGRATED_DATA_DIR';

/** The folder the server keeps its embedded database in, under `DATA_DIR` (as `databaseTargetFromEnv`). */
const EMBEDDED = 'pglite';

/**
 * A `DATA_DIR` for one test run: its embedded database unpacked from the migrated template, once, where each spawned
 * server migrating its own took seconds. Its name carries the process id, so that two runs side by side never share one.
 */
export async function createMigratedDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `gig-test-data-${process.pid}-`));
  const db = await PGlite.create({ dataDir: join(dir, EMBEDDED), loadDataDir: await migratedPgliteTemplate() });
  await db.close();
  return dir;
}

export function removeMigratedDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A fresh `DATA_DIR` for a spawned server or CLI, named `<prefix><pid>-…`: a copy of the run's migrated embedded
 * database when the global setup made one (the server still runs its migrations on start; they find nothing to do).
 */
export function copyOfMigratedDataDir(prefix: string): { readonly dir: string; dispose(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}${process.pid}-`));
  const migrated = process.env[MIGRATED_DATA_DIR_VARIABLE];
  if (migrated) cpSync(join(migrated, EMBEDDED), join(dir, EMBEDDED), { recursive: true });
  return { dir, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}
