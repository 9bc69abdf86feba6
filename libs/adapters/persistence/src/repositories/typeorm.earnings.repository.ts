import type { DailyEarning, DateRange, EarningsRepository, Page, UserEarnings, UserRef } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeAccountRow } from '../schema/account.schema';

/**
 * The aggregation's one round trip: the user, its accounts and their rows in the window, each list
 * built as JSON by PostgreSQL (one text value to parse instead of a thousand rows to decode).
 */
const USER_EARNINGS_SQL = (userColumn: 'id' | 'external_id') => `
WITH the_user AS (SELECT id FROM users WHERE company_id = $1 AND ${userColumn} = $2),
     the_accounts AS (SELECT a.id, a.company_id, a.user_id, a.platform, a.country, a.identifier, a.status, a.status_details,
                             a.warning, a.next_step, a.last_successful_connection, a.created_at, a.updated_at
                        FROM accounts a JOIN the_user u ON a.user_id = u.id)
SELECT (SELECT count(*) FROM the_user)::int AS users,
  (SELECT coalesce(json_agg(to_json(a) ORDER BY a.created_at, a.id), '[]')
     FROM the_accounts a)::text AS accounts,
  (SELECT coalesce(json_agg(json_build_object('accountId', e.account_id, 'earningDate', e.earning_date,
      'amountCents', e.amount_cents, 'currency', e.currency, 'countTrips', e.count_trips) ORDER BY e.earning_date, e.account_id), '[]')
     FROM daily_earnings e JOIN the_accounts a ON e.account_id = a.id
    WHERE e.earning_date BETWEEN $3::date AND $4::date)::text AS rows`;

/** Rows per INSERT statement: five arrays of this length travel as parameters. */
const UPSERT_BATCH = 5_000;

/** One page of an account's days and the count of all of them, in one round trip. */
const SEARCH_SQL = `
WITH in_window AS (
  SELECT earning_date, amount_cents, currency, count_trips FROM daily_earnings
   WHERE account_id = $1 AND earning_date BETWEEN $2::date AND $3::date)
SELECT (SELECT count(*) FROM in_window)::int AS total,
  (SELECT coalesce(json_agg(json_build_object('accountId', $1::uuid, 'earningDate', p.earning_date,
      'amountCents', p.amount_cents, 'currency', p.currency, 'countTrips', p.count_trips) ORDER BY p.earning_date), '[]')
     FROM (SELECT * FROM in_window ORDER BY earning_date LIMIT $4 OFFSET $5) p)::text AS rows`;

export class TypeOrmEarningsRepository implements EarningsRepository {
  constructor(private readonly manager: EntityManager) {}

  async upsert(rows: readonly DailyEarning[]): Promise<void> {
    for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
      const batch = rows.slice(start, start + UPSERT_BATCH);
      await this.manager.query(
        `INSERT INTO daily_earnings (account_id, earning_date, amount_cents, currency, count_trips)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::bigint[], $4::text[], $5::integer[])
         ON CONFLICT (account_id, earning_date) DO UPDATE
           SET amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency, count_trips = EXCLUDED.count_trips`,
        [
          batch.map((r) => r.accountId),
          batch.map((r) => r.earningDate),
          batch.map((r) => String(r.amountCents)),
          batch.map((r) => r.currency),
          batch.map((r) => r.countTrips),
        ],
      );
    }
  }

  async findForUser(companyId: string, user: UserRef, range: DateRange): Promise<UserEarnings | null> {
    const [column, value] = 'userId' in user ? (['id', user.userId] as const) : (['external_id', user.externalId] as const);
    const [found]: { users: number; accounts: string; rows: string }[] = await this.manager.query(USER_EARNINGS_SQL(column), [
      companyId,
      value,
      range.start,
      range.end,
    ]);
    if (found.users === 0) return null;
    const accounts = (JSON.parse(found.accounts) as unknown[]).map(decodeAccountRow);
    return { accounts, rows: JSON.parse(found.rows) as DailyEarning[] };
  }

  async search(accountId: string, range: DateRange, page: Page): Promise<{ rows: DailyEarning[]; total: number }> {
    assertPage(page);
    const [found]: { total: number; rows: string }[] = await this.manager.query(SEARCH_SQL, [
      accountId,
      range.start,
      range.end,
      page.itemsPerPage,
      (page.page - 1) * page.itemsPerPage,
    ]);
    return { rows: JSON.parse(found.rows) as DailyEarning[], total: found.total };
  }
}

/** Pages are 1-based; a page or size below 1 is a caller's bug, not an empty page. */
function assertPage(page: Page): void {
  if (!Number.isSafeInteger(page.page) || page.page < 1 || !Number.isSafeInteger(page.itemsPerPage) || page.itemsPerPage < 1) {
    throw new RangeError(`Invalid page ${page.page} of size ${page.itemsPerPage}`);
  }
}
