import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DatabaseTarget } from '../data-source/database-target';
import { databaseUrl, dropDatabase, withClient } from '../testing/postgres-template';
import { assertTestDatabaseUrl } from '../testing/test-database';
import { quoted, tablesParentsFirst } from './schema-catalogue';

export const KEY = Buffer.alloc(32, 7);

/** Rows in most tables, with every column type the schema uses: bytea (PDFs of 2 MB, so a table spans parts), jsonb, text[], numeric, identity. */
export async function seedEveryKind(dataSource: DataSource): Promise<void> {
  const [company, user, account, widget] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await dataSource.query(`INSERT INTO companies (id, name) VALUES ($1, 'Acme "Lending"')`, [company]);
  await dataSource.query(
    `INSERT INTO widgets (id, company_id, name, platforms, countries, allowed_origins, language, primary_color, consent_version, created_at, updated_at)
     VALUES ($1, $2, 'w', ARRAY['uber','a,b'], ARRAY['mx'], ARRAY['https://x.example','c"d\\e'], 'es', '#000000', 'v1', now(), now())`,
    [widget, company],
  );
  await dataSource.query(`INSERT INTO users (id, company_id, external_id, widget_id) VALUES ($1, $2, 'worker-ñ', $3)`, [user, company, widget]);
  await dataSource.query(`INSERT INTO accounts (id, company_id, user_id, platform, country, identifier) VALUES ($1, $2, $3, 'uber', 'mx', 'a@example.com')`, [account, company, user]);
  await dataSource.query(`INSERT INTO daily_earnings SELECT $1, date '2020-01-01' + g, g * 101, 'mxn', g % 7 FROM generate_series(0, 2999) AS g`, [account]);
  await dataSource.query(`INSERT INTO account_profiles (account_id, profile) VALUES ($1, '{"name": "Ana", "nested": {"list": [1, "x", null, 2.50]}}')`, [account]);
  await dataSource.query(`INSERT INTO usd_rate_observations VALUES ('frankfurter', 'mxn', '2025-01-01', 17.123456789012345678901, now())`);
  for (let i = 0; i < 5; i++) await dataSource.query(`INSERT INTO jobs (kind, account_id, company_id, priority, status, run_at) VALUES ('retrieve_account_data', $1, $2, 0, 'failed', now())`, [account, company]);
  for (let i = 0; i < 3; i++) {
    await dataSource.query(
      `INSERT INTO reports (id, company_id, user_id, external_id, language, start_date, end_date, created_at, status, completed_at, data, data_sha256, pdf, pdf_sha256, environment)
       SELECT $1::uuid, $2::uuid, $3::uuid, 'worker-ñ', 'es', '2025-01-01', '2025-03-31', now(), 'ready', now(), d, encode(sha256(d), 'hex'), p, encode(sha256(p), 'hex'), 'live'
         FROM (SELECT convert_to('{"a":1}', 'UTF8') AS d, decode(repeat(md5($1::text), 65536), 'hex') AS p) AS bytes`,
      [randomUUID(), company, user],
    );
  }
}

/** Every table's rows as text (UTC), sorted: equal contents give equal answers, whatever the database. */
export async function contentsOf(dataSource: DataSource): Promise<Record<string, string[]>> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL TIME ZONE 'UTC'`);
    const contents: Record<string, string[]> = {};
    for (const table of await tablesParentsFirst(manager)) {
      const rows = (await manager.query(`SELECT row_to_json(r)::text AS line FROM ${quoted(table.name)} AS r`)) as { line: string }[];
      contents[table.name] = rows.map((row) => row.line).sort();
    }
    return contents;
  });
}

/** An empty PostgreSQL database of its own (dropped by `drop`). */
export async function emptyPostgres(serverUrl: string): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  assertTestDatabaseUrl(serverUrl);
  const name = `test_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return { target: { kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 }, drop: () => dropDatabase(serverUrl, name) };
}
