import type { EntityManager } from 'typeorm';
import { queryRows } from './sql-rows';

/** A row to insert into a table of company-owned records: its column list, its `$n` placeholders and their values. */
export interface CompanyRowInsert {
  table: string;
  columns: string;
  placeholders: string;
  values: unknown[];
  companyId: string;
}

export async function insertCompanyRow(manager: EntityManager, row: CompanyRowInsert): Promise<void> {
  await manager.query(`INSERT INTO ${row.table} (${row.columns}) VALUES (${row.placeholders})`, row.values);
}

/**
 * Inserts the row unless its company already holds `max` of them. The company row's lock serialises
 * creations per company; the count then runs in a snapshot taken after the lock was granted
 * (READ COMMITTED), so it sees every row committed before.
 */
export function insertCompanyRowWithin(manager: EntityManager, row: CompanyRowInsert, max: number): Promise<boolean> {
  return manager.transaction(async (transaction) => {
    await transaction.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [row.companyId]);
    const next = row.values.length + 1;
    const inserted = await queryRows<{ id: string }>(
      transaction,
      `INSERT INTO ${row.table} (${row.columns})
       SELECT ${row.placeholders}
       WHERE (SELECT count(*) FROM ${row.table} WHERE company_id = $${next}) < $${next + 1}
       RETURNING id`,
      [...row.values, row.companyId, max],
    );
    return inserted.length > 0;
  });
}
