import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS, AccountDirectory, AccountFilter, AccountStatus, AccountWarning, addDays, CalendarDate, DailyConnections, DirectoryAccount, Page, toEpochDay } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeAccountRow } from '../schema/account.schema';
import { decodeCount, decodeDailyConnections, decodeExternalId, decodeKeyedCount } from '../schema/directory.rows';
import { queryRows } from './sql-rows';

const ACCOUNT_COLUMNS = `a.id::text AS id, a.company_id::text AS company_id, a.user_id::text AS user_id, a.platform, a.country, a.identifier, a.status,
  a.status_details, a.warning, a.next_step, a.last_successful_connection::text AS last_successful_connection, a.refresh_enabled, a.last_refreshed_at,
  a.next_refresh_at, a.source, a.disconnected_by, a.created_at, a.updated_at`;

/** The filter's fields, each its own equality, so that the planner sees which index (and partial index) applies; a blocked user's accounts are left out. */
function where(companyId: string, filter: AccountFilter): { sql: string; values: unknown[] } {
  const values: unknown[] = [companyId];
  const conditions = ['a.company_id = $1', 'NOT EXISTS (SELECT 1 FROM users b WHERE b.id = a.user_id AND b.blocked_at IS NOT NULL)'];
  for (const [field, column] of [['platform', 'platform'], ['status', 'status'], ['warning', 'warning']] as const) {
    if (filter[field] === undefined) continue;
    values.push(filter[field]);
    conditions.push(`a.${column} = $${values.length}`);
  }
  return { sql: conditions.join(' AND '), values };
}

/**
 * Reads through the indexes of migration 0012: a page walks `(company_id[, status | warning], created_at DESC, id DESC)`
 * and stops at its end; the total and the counts read those indexes only.
 */
export class TypeOrmAccountDirectory implements AccountDirectory {
  constructor(private readonly manager: EntityManager) {}

  async list(companyId: string, filter: AccountFilter, page: Page): Promise<{ items: DirectoryAccount[]; total: number }> {
    const { sql, values } = where(companyId, filter);
    const limit = values.length + 1;
    const rows = await queryRows<{ total: unknown }>(
      this.manager,
      `SELECT ${ACCOUNT_COLUMNS}, u.external_id, (SELECT count(*) FROM accounts a WHERE ${sql})::int AS total
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE ${sql}
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $${limit} OFFSET $${limit + 1}`,
      [...values, page.itemsPerPage, (page.page - 1) * page.itemsPerPage],
    );
    const total = rows.length > 0 ? decodeCount(rows[0], 'total') : await this.count(sql, values);
    return { total, items: rows.map((row) => ({ account: decodeAccountRow(row), externalId: decodeExternalId(row) })) };
  }

  async countByStatus(companyId: string): Promise<Partial<Record<AccountStatus, number>>> {
    const rows = await queryRows<unknown>(this.manager, `SELECT status AS key, count(*)::int AS count FROM accounts WHERE company_id = $1 GROUP BY status`, [companyId]);
    return Object.fromEntries(rows.map((row) => decodeKeyedCount(row, ACCOUNT_STATUSES)));
  }

  async countByWarning(companyId: string): Promise<Partial<Record<AccountWarning, number>>> {
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT warning AS key, count(*)::int AS count FROM accounts WHERE company_id = $1 AND warning IS NOT NULL GROUP BY warning`,
      [companyId],
    );
    return Object.fromEntries(rows.map((row) => decodeKeyedCount(row, ACCOUNT_WARNINGS)));
  }

  async connectionsPerDay(companyId: string, from: CalendarDate, to: CalendarDate): Promise<DailyConnections[]> {
    const days = toEpochDay(to) - toEpochDay(from) + 1;
    if (days <= 0) return [];
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS date, count(*)::int AS created, count(last_successful_connection)::int AS connected
         FROM accounts
        WHERE company_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz
        GROUP BY 1`,
      [companyId, `${from}T00:00:00.000Z`, `${addDays(to, 1)}T00:00:00.000Z`],
    );
    const byDate = new Map(rows.map(decodeDailyConnections).map((day) => [day.date, day]));
    return Array.from({ length: days }, (_, i) => addDays(from, i)).map((date) => byDate.get(date) ?? { date, created: 0, connected: 0 });
  }

  private async count(sql: string, values: unknown[]): Promise<number> {
    const [row] = await queryRows<unknown>(this.manager, `SELECT count(*)::int AS total FROM accounts a WHERE ${sql}`, values);
    return decodeCount(row, 'total');
  }
}
