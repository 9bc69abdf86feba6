import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseTarget } from '../data-source/database-target';
import { Database, openDatabase } from '../data-source/open-database';
import { migratedPgliteTemplate } from './migrated-pglite.template';
import { tableEmptier } from './table-emptier';

/** A test database may only be one whose name says so. */
export function assertTestDatabaseUrl(url: string): void {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to run tests against database "${name}": its name must contain "test".`);
  }
}

export type TestDatabase = Database & {
  truncate(): Promise<void>;
  /** Another pool on the same PostgreSQL schema, as a second server process would have; null on PGlite (one connection only). */
  secondConnection(): Promise<Database | null>;
};

/**
 * A fresh database for one test file: in-memory PGlite started from a migrated template, or (given a URL) a new schema of
 * that PostgreSQL database, dropped on close, so that test files can run side by side.
 */
export async function openTestDatabase(
  postgresUrl?: string,
  timeouts: { connectTimeoutMs?: number; statementTimeoutMs?: number; circuitFailures?: number; circuitProbeMs?: number } = {},
): Promise<TestDatabase> {
  let target: DatabaseTarget | undefined;
  let dropSchema = async () => undefined as void;
  if (postgresUrl) {
    assertTestDatabaseUrl(postgresUrl);
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await withClient(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
    dropSchema = () => withClient(postgresUrl, async (client) => void (await client.query(`DROP SCHEMA ${schema} CASCADE`)));
    target = { kind: 'postgres', url: postgresUrl, schema, poolSize: 4, ...timeouts };
  }
  target ??= { kind: 'pglite', dataDir: null, template: await migratedPgliteTemplate() };
  return testDatabaseOn(target, dropSchema);
}

/** The database at `target`, opened and migrated, with `drop` run after it is closed. */
export async function testDatabaseOn(target: DatabaseTarget, drop: () => Promise<void>): Promise<TestDatabase> {
  const database = await openDatabase(target);
  return {
    ...database,
    truncate: tableEmptier(database.dataSource),
    secondConnection: async () => (target.kind === 'postgres' ? openDatabase(target, { migrate: false }) : null),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
