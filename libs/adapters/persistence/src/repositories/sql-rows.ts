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
