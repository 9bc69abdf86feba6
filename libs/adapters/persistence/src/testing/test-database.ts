import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../data-source/database-target';
import { Database, openDatabase } from '../data-source/open-database';
import { migratedPgliteTemplate } from './migrated-pglite.template';
import { copyOfTemplate, TEMPLATE_DATABASE_VARIABLE, withClient } from './postgres-template';
import { tableEmptier } from './table-emptier';

export { withClient } from './postgres-template';

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
 * How long a query on a test database may wait for a pooled connection (a new one, or one of its four in use): the
 * service's 2 s is an overload limit that answers 503 on purpose, and two test runs side by side reached it when a
 * test sent 120 writes at once. Tests of that limit set their own (`connectTimeoutMs`). Here rather than among
 * `@gig/testing`'s budgets: the benches build `@gig/persistence/testing` outside Jest, where `@gig/testing` does not compile.
 */
export const CONNECTION_WAIT_BUDGET_MS = 20_000;

/**
 * How long a request to a test service may wait for its test database, connections and statements together: the
 * service's 4 s (`DATABASE_REQUEST_TIMEOUT_MS`) would cut the waits above short. Tests of that limit set their own.
 */
export const REQUEST_WAIT_BUDGET_MS = 2 * CONNECTION_WAIT_BUDGET_MS;

type Timeouts = { connectTimeoutMs?: number; statementTimeoutMs?: number; requestTimeoutMs?: number; circuitFailures?: number; circuitProbeMs?: number };

/**
 * A fresh database for one test file: in-memory PGlite started from a migrated template or, given a URL, a PostgreSQL
 * database copied from the run's migrated template (see `postgres-template.global-setup.ts`), dropped with it; without
 * one, a new schema of that database (`openTestSchema`). Test files, and whole runs, can go side by side.
 */
export async function openTestDatabase(postgresUrl?: string, timeouts: Timeouts = {}): Promise<TestDatabase> {
  if (!postgresUrl) {
    const target = { kind: 'pglite', dataDir: null, template: await migratedPgliteTemplate(), requestTimeoutMs: timeouts.requestTimeoutMs ?? REQUEST_WAIT_BUDGET_MS } as const;
    return testDatabaseOn(target, async () => undefined);
  }
  assertTestDatabaseUrl(postgresUrl);
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  if (!template) return openTestSchema(postgresUrl, timeouts);
  const url = await copyOfTemplate(postgresUrl, template);
  return testDatabaseOn({ kind: 'postgres', url, poolSize: 4, connectTimeoutMs: CONNECTION_WAIT_BUDGET_MS, requestTimeoutMs: REQUEST_WAIT_BUDGET_MS, ...timeouts }, async () => undefined);
}

/**
 * For a process of its own (a spawned server, the admin CLI): the URL of a copy of the run's migrated template on the
 * server of `postgresUrl`, dropped with it (see `postgres-template.global-setup.ts`); its migrations find nothing to do.
 */
export async function copyOfRunTemplate(postgresUrl: string): Promise<string> {
  assertTestDatabaseUrl(postgresUrl);
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  if (!template) throw new Error(`No template database for this run (${TEMPLATE_DATABASE_VARIABLE}): the project's Jest global setup makes it.`);
  return copyOfTemplate(postgresUrl, template);
}

/** A new schema of the PostgreSQL database at `postgresUrl`, migrated, dropped on close (for what is per schema, such as the webhook channel). */
export async function openTestSchema(postgresUrl: string, timeouts: Timeouts = {}): Promise<TestDatabase> {
  assertTestDatabaseUrl(postgresUrl);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const dropSchema = () => withClient(postgresUrl, async (client) => void (await client.query(`DROP SCHEMA ${schema} CASCADE`)));
  return openOrDrop({ kind: 'postgres', url: postgresUrl, schema, poolSize: 4, connectTimeoutMs: CONNECTION_WAIT_BUDGET_MS, requestTimeoutMs: REQUEST_WAIT_BUDGET_MS, ...timeouts }, dropSchema);
}

async function openOrDrop(target: DatabaseTarget, drop: () => Promise<void>): Promise<TestDatabase> {
  try {
    return await testDatabaseOn(target, drop);
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
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
