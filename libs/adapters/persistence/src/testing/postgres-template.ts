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
  const left = [...copies];
  const dropLeft = async (client: Client) => {
    for (let name = left.shift(); name; name = left.shift()) await client.query(dropStatement(name));
  };
  await Promise.all(Array.from({ length: Math.min(DROP_CONNECTIONS, left.length) }, () => withClient(serverUrl, dropLeft)));
  await dropDatabase(serverUrl, template);
}

/**
 * The copies are dropped over a few connections, not one each: a run leaves dozens, and another run side by side may
 * hold most of the server's `max_connections` (one connection per copy failed there with "too many clients").
 */
const DROP_CONNECTIONS = 4;

const dropStatement = (name: string) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;

const copyPrefix = (template: string) => `${template.replace(/^test_template_/, 'test_copy_')}_`;

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(dropStatement(name)));
}

/**
 * A client on `url`; while the server is at `max_connections` (another run side by side holds them) it tries again
 * until CONNECT_TIMEOUT_MS has passed.
 */
async function connectedClient(url: string): Promise<Client> {
  for (const deadline = Date.now() + CONNECT_TIMEOUT_MS; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    try {
      await client.connect();
      return client;
    } catch (error) {
      if ((error as { code?: string }).code !== TOO_MANY_CLIENTS || Date.now() > deadline) throw error;
    }
  }
}

const TOO_MANY_CLIENTS = '53300';

/** `url` with its database name replaced. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await connectedClient(url);
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
