import { type DirectoryUser, isUuid, type Page, type UserDirectory } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeCount, decodeDirectoryUser } from '../schema/directory.rows';
import { queryRows } from './sql-rows';

/** Above every character, so that `[query, query || MAX)` holds exactly the strings starting with the query, by bytes. */
const AFTER_PREFIX = String.fromCodePoint(0x10ffff);

/**
 * Which users a query selects, and in which order: a prefix is a byte-wise range (`~>=~`, `~<~`) that the
 * `text_pattern_ops` index of migration 0012 answers whatever the collation, re-checked exactly.
 */
function selection(query: string): { where: string; order: string; values: unknown[] } {
  if (query === '') return { where: '', order: 'u.created_at DESC, u.id DESC', values: [] };
  if (isUuid(query)) return { where: 'AND u.id = $2', order: 'u.id', values: [query.toLowerCase()] };
  return {
    where: 'AND u.external_id ~>=~ $2 AND u.external_id ~<~ $3 AND left(u.external_id, length($2)) = $2',
    order: 'u.external_id USING ~<~',
    values: [query, query + AFTER_PREFIX],
  };
}

export class TypeOrmUserDirectory implements UserDirectory {
  constructor(private readonly manager: EntityManager) {}

  async search(companyId: string, query: string, page: Page): Promise<{ items: DirectoryUser[]; total: number }> {
    const { where, order, values } = selection(query);
    const next = values.length + 2;
    const rows = await queryRows<unknown>(
      this.manager,
      `SELECT u.id::text AS id, u.company_id::text AS company_id, u.external_id, u.widget_id::text AS widget_id, u.created_at,
              (SELECT count(*) FROM accounts a WHERE a.user_id = u.id)::int AS accounts_count,
              (SELECT count(*) FROM users u WHERE u.company_id = $1 AND u.blocked_at IS NULL ${where})::int AS total
         FROM users u
        WHERE u.company_id = $1 AND u.blocked_at IS NULL ${where}
        ORDER BY ${order}
        LIMIT $${next} OFFSET $${next + 1}`,
      [companyId, ...values, page.itemsPerPage, (page.page - 1) * page.itemsPerPage],
    );
    if (rows.length > 0) return { total: decodeCount(rows[0], 'total'), items: rows.map(decodeDirectoryUser) };
    const [row] = await queryRows<unknown>(this.manager, `SELECT count(*)::int AS total FROM users u WHERE u.company_id = $1 AND u.blocked_at IS NULL ${where}`, [companyId, ...values]);
    return { total: decodeCount(row, 'total'), items: [] };
  }
}
