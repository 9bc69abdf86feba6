import { CreateCompany, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';

export interface DrillData {
  readonly companyId: string;
  readonly privateKey: string;
  readonly userIds: string[];
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * A company without a rate limit, and `users` users × 3 accounts × 365 days of MXN earnings, inserted one day at a
 * time across every account as a daily sync would (as the benchmark seeds, `tools/bench/src/seed-bench-data.ts`,
 * smaller: the drill measures failures, not speed). Written on the leader as a superuser with a 10-minute statement
 * limit: one statement inserting a year of days, replicated synchronously on a loaded machine, can pass the service's 10 s.
 */
export async function seedDrillData(url: string, users: number, endDate: string): Promise<DrillData> {
  const database = await openDatabase({ kind: 'postgres', url, statementTimeoutMs: 600_000 });
  try {
    const company = await new CreateCompany(database.unitOfWork, systemClock).execute('Drill Co', 'sandbox');
    await database.repositories.companies.setPermissions(company.companyId, { rateLimitPerMinute: 0 });
    const sql = database.dataSource;
    await sql.query(
      `INSERT INTO users (id, company_id, external_id, created_at)
       SELECT gen_random_uuid(), $1::uuid, 'seeded-' || g, now() FROM generate_series(1, $2::int) g`,
      [company.companyId, users],
    );
    await sql.query(
      `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, status, last_successful_connection, created_at)
       SELECT gen_random_uuid(), u.company_id, u.id, p.platform, p.country, u.external_id || '@' || p.platform, 'success', $2::date, now()
         FROM users u CROSS JOIN (VALUES ('uber', 'mx'), ('didi', 'mx'), ('rappi', 'mx')) p(platform, country)
        WHERE u.company_id = $1::uuid`,
      [company.companyId, endDate],
    );
    await sql.query(
      `INSERT INTO daily_earnings (account_id, earning_date, amount_cents, currency, count_trips)
       SELECT a.id, d::date, 20000 + floor(random() * 180000)::bigint, 'mxn', 3 + floor(random() * 15)::int
         FROM accounts a CROSS JOIN generate_series($2::date - 364, $2::date, interval '1 day') d
        WHERE a.company_id = $1::uuid ORDER BY d`,
      [company.companyId, endDate],
    );
    await sql.query('ANALYZE');
    const rows: { id: string }[] = await sql.query(`SELECT id FROM users WHERE company_id = $1`, [company.companyId]);
    const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    return { companyId: company.companyId, privateKey: company.privateKey, userIds: rows.map((row) => row.id), startDate: start, endDate };
  } finally {
    await database.close();
  }
}
