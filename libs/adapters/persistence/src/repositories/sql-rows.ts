import type { AccountStatus } from '@gig/domain';
import type { EntityManager } from 'typeorm';

/**
 * Rows of a raw statement, whatever its command: TypeORM hands back `[rows, rowCount]` for an
 * UPDATE or DELETE (with RETURNING) and plain rows for anything else.
 */
export async function queryRows<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const result: unknown = await manager.query(sql, parameters);
  if (!Array.isArray(result)) return [];
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}

/**
 * `status = 'x'` or `status IN ('x', 'y')` over one of the lifecycle's lists of states (account-lifecycle.ts),
 * so that SQL selecting by state reads its states from where the predicate does.
 */
export function statusIn(statuses: readonly AccountStatus[], column = 'status'): string {
  const quoted = statuses.map(statusValue);
  return quoted.length === 1 ? `${column} = ${quoted[0]}` : `${column} IN (${quoted.join(', ')})`;
}

/** One of the lifecycle's statuses (`accountStatus.syncing`) as an SQL literal, for a `SET status =` or a `CASE`. */
export const statusValue = (status: AccountStatus): string => `'${status}'`;
