import { addDays, CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import { Client } from 'pg';
import type { BenchOptions } from './bench-options';

export interface BenchData {
  readonly privateKey: string;
  /** Users with `days` of history; the first `longHistoryUsers` of them have ten years. */
  readonly userIds: string[];
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
 */
export async function seedBenchData(options: BenchOptions, log: (line: string) => void): Promise<BenchData> {
  await ensureDatabase(options.databaseUrl);
  const database = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
  const sql = database.dataSource;
  await sql.query('TRUNCATE daily_earnings, accounts, users, api_keys, companies CASCADE');
  const company = await new CreateCompany(database.unitOfWork, systemClock).execute('Bench Co', 'sandbox');
  await sql.query(
    `INSERT INTO users (id, company_id, external_id, created_at)
     SELECT gen_random_uuid(), $1::uuid, 'bench-' || g, now() FROM generate_series(1, $2::int) g`,
    [company.company_id, options.users],
  );
  await sql.query(
    `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, last_successful_connection, created_at)
     SELECT gen_random_uuid(), u.company_id, u.id, p.platform, p.country, u.external_id || '@' || p.platform, $2::date, now() + p.n * interval '1 ms'
       FROM users u CROSS JOIN (VALUES (0, 'uber', 'mx'), (1, 'didi', 'mx'), (2, 'rappi', 'co')) p(n, platform, country)
      WHERE u.company_id = $1::uuid`,
    [company.company_id, options.endDate],
  );
  const users: { id: string }[] = await sql.query('SELECT id FROM users ORDER BY external_id');
  const longIds = users.slice(0, options.longHistoryUsers).map((u) => u.id);
  const firstDay = addDays(options.endDate, -(options.days - 1));
  const longFirstDay = addDays(options.endDate, -(3650 - 1));
  const started = Date.now();
  for (let day = longFirstDay; day <= options.endDate; day = addDays(day, 1)) {
    const onlyLong = day < firstDay;
    if (onlyLong && longIds.length === 0) continue;
    await sql.query(
      `INSERT INTO daily_earnings (account_id, earning_date, amount_cents, currency, count_trips)
       SELECT a.id, $1::date, 20000 + floor(random() * 180000)::bigint,
              'mxn',
              CASE WHEN a.platform = 'rappi' THEN NULL ELSE 3 + floor(random() * 15)::int END
         FROM accounts a WHERE ($2::uuid[] IS NULL OR a.user_id = ANY($2::uuid[]))`,
      [day, onlyLong ? longIds : null],
    );
    if (day.endsWith('-01')) log(`  seeded up to ${day} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await sql.query('VACUUM ANALYZE daily_earnings');
  await sql.query('ANALYZE accounts; ANALYZE users; ANALYZE api_keys; ANALYZE companies');
  await database.close();
  return { privateKey: company.private_key, userIds: users.map((u) => u.id), longHistoryUserIds: longIds };
}

/** `multi`: rappi earns in COP and didi in BRL (uber stays MXN), so every answer is converted; `single`: all MXN. */
export async function setCurrencyMix(url: string, mix: 'single' | 'multi'): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const changed = await client.query(
    `UPDATE daily_earnings e SET currency = target.currency
       FROM (SELECT a.id, CASE WHEN $1 = 'single' THEN 'mxn' WHEN a.platform = 'rappi' THEN 'cop'
                               WHEN a.platform = 'didi' THEN 'brl' ELSE 'mxn' END AS currency FROM accounts a) target
      WHERE target.id = e.account_id AND e.currency <> target.currency`,
    [mix],
  );
  // An update leaves a dead copy of every row it touched: compact, so each run reads a table of the same shape.
  if ((changed.rowCount ?? 0) > 0) await client.query('VACUUM FULL daily_earnings');
  await client.query('TRUNCATE usd_rate_observations, usd_rate_fetches');
  await client.query('VACUUM ANALYZE daily_earnings');
  await client.query('CHECKPOINT');
  await client.end();
}
