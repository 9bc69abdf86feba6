import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../migrations/migrations';

/** Set by the Jest global setup of a run to the migrated template database every test file of the run copies. */
export const TEMPLATE_DATABASE_VARIABLE = 'GIG_TEST_TEMPLATE_DATABASE';

/** Connecting for an administrative statement, on a loaded machine. */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * A database made for one run of a test project: every migration applied, copied by each test file (`CREATE DATABASE …
 * TEMPLATE`: a third of a second where migrating a fresh schema takes two on a loaded machine). Its name carries the
 * process id, so that two runs side by side never share one; the run's global teardown drops it and its copies.
 */
export async function createTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const dataSource = new DataSource({
    type: 'postgres', url: databaseUrl(serverUrl, name), migrations, synchronize: false, logging: false, extra: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  // A template must have no session open on it while it is copied.
  await dataSource.destroy();
  return name;
}

/**
 * A copy of `template` for one test file, named after it: its URL on the server of `serverUrl`. It is dropped with
 * the template, not when the file closes it: DROP DATABASE waits for a checkpoint of the whole server, which took
 * up to half a minute on a loaded machine; the teardown drops every copy at once, for one or two checkpoints.
 */
export async function copyOfTemplate(serverUrl: string, template: string): Promise<string> {
  const name = `${copyPrefix(template)}${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return databaseUrl(serverUrl, name);
}

/** Drops `template` and every copy of it. */
export async function dropTemplateAndCopies(serverUrl: string, template: string): Promise<void> {
  const copies = await withClient(serverUrl, async (client) =>
    (await client.query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)', [copyPrefix(template)])).rows.map((row) => row.name),
  );
  await Promise.all(copies.map((name) => dropDatabase(serverUrl, name)));
  await dropDatabase(serverUrl, template);
}

const copyPrefix = (template: string) => `${template.replace(/^test_template_/, 'test_copy_')}_`;

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** `url` with its database name replaced. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `work`, or an error saying what did not finish once `ms` have passed. */
export async function withinBudget<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s.`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
