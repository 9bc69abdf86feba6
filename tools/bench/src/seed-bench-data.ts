import { addDays, CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import { Client } from 'pg';
import type { BenchOptions } from './bench-options';
import { INSERT_DAY_OF_EARNINGS } from './seed-earnings.sql';

export interface BenchData {
  readonly privateKey: string;
  /** Half the users earn in MXN on all three platforms. */
  readonly singleCurrencyUserIds: string[];
  /** The other half earn MXN (uber), BRL (didi) and COP (rappi): every answer is converted to USD. */
  readonly multiCurrencyUserIds: string[];
  /** Single-currency users who also have ten years of history. */
  readonly longHistoryUserIds: string[];
}

/** Creates the bench database when it is missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();
}

/**
 * Wipes and seeds: users × 3 accounts (uber, didi, rappi) × `days` days, inserted one day at
 * a time across every account, as a daily sync would, so one account's rows are scattered.
 * Both currency mixes live in the same tables, so that they are measured on the same data layout.
 */
export async function seedBenchData(options: BenchOptions, log: (line: string) => void): Promise<BenchData> {
  await ensureDatabase(options.databaseUrl);
  const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
  const sql = database.dataSource;
  await sql.query('TRUNCATE daily_earnings, accounts, users, api_keys, companies, usd_rate_observations, usd_rate_fetches CASCADE');
  const company = await new CreateCompany(database.unitOfWork, systemClock).execute('Bench Co', 'sandbox');
  await sql.query(
    `INSERT INTO users (id, company_id, external_id, created_at)
     SELECT gen_random_uuid(), $1::uuid, 'bench-' || g, now() FROM generate_series(1, $2::int) g`,
    [company.companyId, options.users],
  );
  await sql.query(
    `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, last_successful_connection, created_at)
     SELECT gen_random_uuid(), u.company_id, u.id, p.platform, p.country, u.external_id || '@' || p.platform, $2::date, now() + p.n * interval '1 ms'
       FROM users u CROSS JOIN (VALUES (0, 'uber', 'mx'), (1, 'didi', 'mx'), (2, 'rappi', 'co')) p(n, platform, country)
      WHERE u.company_id = $1::uuid`,
    [company.companyId, options.endDate],
  );
  const users: { id: string; multi: boolean }[] = await sql.query(
    `SELECT id, right(external_id, 1) IN ('1', '3', '5', '7', '9') AS multi FROM users ORDER BY external_id`,
  );
  const single = users.filter((u) => !u.multi).map((u) => u.id);
  const multi = users.filter((u) => u.multi).map((u) => u.id);
  const longIds = single.slice(0, options.longHistoryUsers);
  const firstDay = addDays(options.endDate, -(options.days - 1));
  const longFirstDay = addDays(options.endDate, -(3650 - 1));
  const started = Date.now();
  for (let day = longFirstDay; day <= options.endDate; day = addDays(day, 1)) {
    const onlyLong = day < firstDay;
    if (onlyLong && longIds.length === 0) continue;
    await sql.query(
      `${INSERT_DAY_OF_EARNINGS} WHERE ($2::uuid[] IS NULL OR a.user_id = ANY($2::uuid[]))`,
      [day, onlyLong ? longIds : null],
    );
    if (day.endsWith('-01')) log(`  seeded up to ${day} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await sql.query('VACUUM ANALYZE daily_earnings');
  await sql.query('ANALYZE accounts; ANALYZE users; ANALYZE api_keys; ANALYZE companies');
  await sql.query('CHECKPOINT');
  await database.close();
  return { privateKey: company.privateKey, singleCurrencyUserIds: single, multiCurrencyUserIds: multi, longHistoryUserIds: longIds };
}
