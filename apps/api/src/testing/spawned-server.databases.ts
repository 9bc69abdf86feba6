import { copyOfMigratedDataDir, copyOfRunTemplate } from '@gig/persistence/testing';
import { Client } from 'pg';

/** Where spawned servers and the admin CLI keep their data: the environment that points them there, and its removal. */
export interface ServerDatabase {
  /** What the processes find it by: `DATA_DIR` or `DATABASE_URL`. */
  readonly env: Record<string, string>;
  readonly postgres: boolean;
  /** A client on the same database (PostgreSQL only). */
  client(): Promise<Client> | null;
  dispose(): Promise<void>;
}

/** The embedded PGlite in a copy of the run's migrated `DATA_DIR`, named `gig-<name>-<pid>-…`. */
export function embeddedServerDatabase(name: string): ServerDatabase {
  const { dir, dispose } = copyOfMigratedDataDir(`gig-${name}-`);
  return { env: { DATA_DIR: dir }, postgres: false, client: () => null, dispose };
}

/**
 * For `describe.each`: the databases a spawned-server suite runs on, already migrated (the server's own migrations find
 * nothing to do): `embeddedServerDatabase` and, with `TEST_DATABASE_URL`, a copy of the run's PostgreSQL template
 * (dropped with it by the global teardown).
 */
export function serverDatabases(name: string): [string, () => Promise<ServerDatabase>][] {
  const embedded = async () => embeddedServerDatabase(name);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return [['PGlite on disk', embedded]];
  const postgres = async (): Promise<ServerDatabase> => {
    const url = await copyOfRunTemplate(serverUrl);
    return { env: { DATABASE_URL: url }, postgres: true, client: () => connected(url), dispose: async () => undefined };
  };
  return [['PGlite on disk', embedded], ['PostgreSQL', postgres]];
}

async function connected(connectionString: string): Promise<Client> {
  const client = new Client({ connectionString });
  await client.connect();
  return client;
}
