import { addDays, apiKeyPrefix, CreateCompany, generateApiKey, hashApiKey, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { BenchOptions } from '../bench-options';
import { INSERT_DAY_OF_EARNINGS } from '../seed-earnings.sql';

export interface ScaleData {
  readonly databaseUrl: string;
  readonly privateKey: string;
  /** Users who earn in MXN on all three platforms (half of them), as the small set's "one currency" mix. */
  readonly singleCurrencyUserIds: string[];
  readonly reused: boolean;
}

/** The bench database beside the small one: `gig_bench` → `gig_bench_x10`. Only a name holding "bench" is ever dropped. */
export function scaleDatabaseUrl(url: string, scale: number): string {
  const scaled = new URL(url);
  scaled.pathname = `${scaled.pathname}_x${scale}`;
  if (!scaled.pathname.includes('bench')) throw new Error(`The scale bench database must have "bench" in its name: ${scaled.pathname.slice(1)}`);
  return scaled.toString();
}

/**
 * Seeds `users × scale` users × 3 accounts × `days` days in a database of its own, once: the company's
 * name records the shape and is written last, so a rerun with the same shape reuses the data (and only
 * mints a new key) while a different shape or an interrupted load drops that database and starts again.
 * Rows go in one day at a time across every account, as daily syncs write them (one account's days are
 * scattered over the heap), with the primary key rebuilt afterwards from its own definition: set-based,
 * minutes rather than hours.
 */
export async function seedScaleData(options: BenchOptions, scale: number, log: (line: string) => void): Promise<ScaleData> {
  const url = scaleDatabaseUrl(options.databaseUrl, scale);
  const users = options.users * scale;
  const shape = `Bench x${scale}: ${users} users × 3 accounts × ${options.days} days to ${options.endDate}`;
  const reusable = await companyNamed(url, shape);
  if (!reusable) await recreateDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const sql = database.dataSource;
    let companyId = reusable;
    let privateKey: string;
    if (companyId) {
      privateKey = generateApiKey('private', 'sandbox');
      const key = { id: randomUUID(), companyId, kind: 'private' as const, prefix: apiKeyPrefix(privateKey), hash: hashApiKey(privateKey), revokedAt: null };
      await database.unitOfWork.run((repos) => repos.apiKeys.create(key));
      log(`  reusing ${new URL(url).pathname.slice(1)}: ${shape}`);
    } else {
      const company = await new CreateCompany(database.unitOfWork, systemClock).execute(`${shape} (loading)`, 'sandbox');
      ({ companyId, privateKey } = company);
      await loadRows(url, company.companyId, users, options, log);
      await sql.query('UPDATE companies SET name = $2 WHERE id = $1', [companyId, shape]);
    }
    const rows: { id: string }[] = await sql.query(
      `SELECT id FROM users WHERE company_id = $1 AND right(external_id, 1) NOT IN ('1', '3', '5', '7', '9') ORDER BY external_id`,
      [companyId],
    );
    return { databaseUrl: url, privateKey, singleCurrencyUserIds: rows.map((r) => r.id), reused: reusable !== null };
  } finally {
    await database.close();
  }
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The id of the one company with that name, when the database exists and holds it. */
async function companyNamed(url: string, name: string): Promise<string | null> {
  const dbName = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const exists = await withClient(admin.toString(), async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount);
  if (!exists) return null;
  return withClient(url, async (c) => {
    const table = await c.query(`SELECT to_regclass('companies') IS NOT NULL AS present`);
    if (!table.rows[0].present) return null;
    const found = await c.query('SELECT id FROM companies WHERE name = $1', [name]);
    return found.rowCount === 1 ? (found.rows[0].id as string) : null;
  });
}

async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1).replace(/"/g, '');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
}

async function loadRows(url: string, companyId: string, users: number, options: BenchOptions, log: (line: string) => void): Promise<void> {
  await withClient(url, async (c) => {
    const started = Date.now();
    const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
    // Rows are consistent by construction: skip the per-row foreign-key triggers, wait for no commit flush.
    await c.query(`SET session_replication_role = replica; SET synchronous_commit = off; SET maintenance_work_mem = '1GB'`);
    await c.query(
      `INSERT INTO users (id, company_id, external_id, created_at)
       SELECT gen_random_uuid(), $1::uuid, 'bench-' || g, now() FROM generate_series(1, $2::int) g`,
      [companyId, users],
    );
    await c.query(
      `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, last_successful_connection, created_at)
       SELECT gen_random_uuid(), u.company_id, u.id, p.platform, p.country, u.external_id || '@' || p.platform, $2::date, now() + p.n * interval '1 ms'
         FROM users u CROSS JOIN (VALUES (0, 'uber', 'mx'), (1, 'didi', 'mx'), (2, 'rappi', 'co')) p(n, platform, country)
        WHERE u.company_id = $1::uuid`,
      [companyId, options.endDate],
    );
    await c.query('ANALYZE users; ANALYZE accounts');
    const indexes = await c.query<{ name: string; def: string; constraint: boolean }>(
      `SELECT i.relname AS name, coalesce(pg_get_constraintdef(k.oid), pg_get_indexdef(i.oid)) AS def, k.oid IS NOT NULL AS constraint
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid LEFT JOIN pg_constraint k ON k.conindid = i.oid
        WHERE x.indrelid = 'daily_earnings'::regclass`,
    );
    for (const index of indexes.rows) {
      await c.query(index.constraint ? `ALTER TABLE daily_earnings DROP CONSTRAINT "${index.name}"` : `DROP INDEX "${index.name}"`);
    }
    const firstDay = addDays(options.endDate, -(options.days - 1));
    for (let day = firstDay; day <= options.endDate; day = addDays(day, 1)) {
      await c.query(INSERT_DAY_OF_EARNINGS, [day]);
      if (day.endsWith('-01')) log(`  seeded up to ${day} (${elapsed()})`);
    }
    log(`  rebuilding ${indexes.rowCount} index(es) on daily_earnings (${elapsed()}) …`);
    for (const index of indexes.rows) {
      await c.query(index.constraint ? `ALTER TABLE daily_earnings ADD CONSTRAINT "${index.name}" ${index.def}` : index.def);
    }
    await c.query('VACUUM (ANALYZE) daily_earnings');
    await c.query('CHECKPOINT');
    log(`  loaded in ${elapsed()}`);
  });
}
