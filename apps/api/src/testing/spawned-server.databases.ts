import { copyOfMigratedDataDir, copyOfRunTemplate } from '@gig/persistence/testing';

/** The database a test's spawned server and admin CLI work on. */
export interface SpawnedServerDatabase {
  /** What the processes find it by: `DATA_DIR` or `DATABASE_URL`. */
  readonly env: Record<string, string>;
  /** Its URL on PostgreSQL, for the test's own clients; null for the embedded PGlite. */
  readonly url: string | null;
  dispose(): Promise<void>;
}

/**
 * The databases a spawned-server suite runs on, already migrated (the server's own migrations find nothing to do): the
 * embedded PGlite in a copy of the run's migrated `DATA_DIR` (named `<prefix><pid>-…`) and, with `TEST_DATABASE_URL`,
 * a copy of the run's PostgreSQL template, dropped with it.
 */
export function spawnedServerDatabases(prefix: string): [string, () => Promise<SpawnedServerDatabase>][] {
  const embedded = async (): Promise<SpawnedServerDatabase> => {
    const { dir, dispose } = copyOfMigratedDataDir(prefix);
    return { env: { DATA_DIR: dir }, url: null, dispose };
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return [['PGlite on disk', embedded]];
  const postgres = async (): Promise<SpawnedServerDatabase> => {
    const url = await copyOfRunTemplate(serverUrl);
    return { env: { DATABASE_URL: url }, url, dispose: async () => undefined };
  };
  return [['PGlite on disk', embedded], ['PostgreSQL', postgres]];
}
