import type { Account, CalendarDate, Cents, DailyEarning, DateRange, EarningsRepository, Page, UserEarnings, UserRef } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeAccountRow } from '../schema/account.schema';

/**
 * The aggregation's one round trip: no row when the company has no such user, else one JSON text
 * built by PostgreSQL holding each account (oldest first) and its days in the window as four
 * columns (dates, cents, currencies, trips). Column arrays spare PostgreSQL a JSON object per row
 * and Node the parsing of one; an account whose days share one currency sends it once.
 */
const userEarningsSql = (userColumn: 'id' | 'external_id') => `
SELECT (SELECT coalesce(json_agg(json_build_array(to_json(a), (
          SELECT json_build_array(json_agg(d.earning_date), json_agg(d.amount_cents),
                 CASE WHEN min(d.currency COLLATE "C") = max(d.currency COLLATE "C") THEN to_json(min(d.currency COLLATE "C")) ELSE json_agg(d.currency) END,
                 json_agg(d.count_trips))
            FROM (SELECT earning_date, amount_cents, currency, count_trips FROM daily_earnings
                   WHERE account_id = a.id AND earning_date BETWEEN $3::date AND $4::date ORDER BY earning_date) d))
        ORDER BY a.created_at, a.id), '[]')
          FROM (SELECT id, company_id, user_id, platform, country, identifier, status, status_details, warning, next_step,
                       last_successful_connection, refresh_enabled, last_refreshed_at, next_refresh_at, source, disconnected_by, created_at, updated_at
                  FROM accounts WHERE user_id = u.id) a)::text AS accounts
  FROM users u WHERE u.company_id = $1 AND u.${userColumn} = $2 AND u.blocked_at IS NULL`;
const USER_EARNINGS_SQL = { id: userEarningsSql('id'), external_id: userEarningsSql('external_id') };

type DayColumns = [CalendarDate[] | null, Cents[] | null, string | string[] | null, (number | null)[] | null];

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

  /** Rows whose values are already stored are left alone and not counted. */
  async upsert(rows: readonly DailyEarning[]): Promise<number> {
    let changed = 0;
    for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
      const batch = rows.slice(start, start + UPSERT_BATCH);
      const [{ count }]: { count: number }[] = await this.manager.query(
        `WITH written AS (
           INSERT INTO daily_earnings (account_id, earning_date, amount_cents, currency, count_trips)
           SELECT * FROM unnest($1::uuid[], $2::date[], $3::bigint[], $4::text[], $5::integer[])
           ON CONFLICT (account_id, earning_date) DO UPDATE
             SET amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency, count_trips = EXCLUDED.count_trips
             WHERE (daily_earnings.amount_cents, daily_earnings.currency, daily_earnings.count_trips)
                   IS DISTINCT FROM (EXCLUDED.amount_cents, EXCLUDED.currency, EXCLUDED.count_trips)
           RETURNING 1)
         SELECT count(*)::int AS count FROM written`,
        [
          batch.map((r) => r.accountId),
          batch.map((r) => r.earningDate),
          batch.map((r) => String(r.amountCents)),
          batch.map((r) => r.currency),
          batch.map((r) => r.countTrips),
        ],
      );
      changed += count;
    }
    return changed;
  }

  async findForUser(companyId: string, user: UserRef, range: DateRange): Promise<UserEarnings | null> {
    const [column, value] = 'userId' in user ? (['id', user.userId] as const) : (['external_id', user.externalId] as const);
    const [found]: { accounts: string }[] = await this.manager.query(USER_EARNINGS_SQL[column], [companyId, value, range.start, range.end]);
    if (!found) return null;
    const listed = JSON.parse(found.accounts) as [unknown, DayColumns][];
    const accounts = listed.map(([row]) => decodeAccountRow(row));
    return { accounts, rows: mergeByDay(accounts, listed.map(([, days]) => days)) };
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

/** Each account's days come in date order; the rows interleave them by day, then in the accounts' order. */
function mergeByDay(accounts: readonly Account[], columns: readonly DayColumns[]): DailyEarning[] {
  const dates = columns.map(([days]) => days ?? []);
  const next = dates.map(() => 0);
  const rows: DailyEarning[] = [];
  for (;;) {
    let pick = -1;
    for (let i = 0; i < dates.length; i++) {
      if (next[i] < dates[i].length && (pick < 0 || dates[i][next[i]] < dates[pick][next[pick]])) pick = i;
    }
    if (pick < 0) return rows;
    const at = next[pick]++;
    const [earningDate, cents, currency, trips] = columns[pick] as [CalendarDate[], Cents[], string | string[], (number | null)[]];
    rows.push({
      accountId: accounts[pick].id,
      earningDate: earningDate[at],
      amountCents: cents[at],
      currency: typeof currency === 'string' ? currency : currency[at],
      countTrips: trips[at],
    });
  }
}
