import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { CliRun } from '../../testing/built-server';

export const CREDENTIALS_KEY = '5a'.repeat(32);

/** A folder of its own, removed by `dispose`. */
export function scratchFolder(prefix: string): { readonly dir: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}${process.pid}-`));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * An empty PostgreSQL database (no tables) on the server of `serverUrl`, named as a copy of the run's template so that
 * the global teardown drops it with them.
 */
export async function emptyPostgresDatabase(serverUrl: string): Promise<string> {
  const template = process.env.GIG_TEST_TEMPLATE_DATABASE;
  if (!template) throw new Error('No template database for this run: the project\'s Jest global setup makes it.');
  const name = `${template.replace(/^test_template_/, 'test_copy_')}_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The JSON a successful CLI run printed; a failed run fails the test with its message. */
export function printed<T = Record<string, unknown>>(run: CliRun): T {
  if (run.exitCode !== 0) throw new Error(`the admin CLI exited with ${run.exitCode}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}
