import type { TestDatabase } from './test-database';

/**
 * Runs `during` while a second connection holds `table` in ACCESS EXCLUSIVE mode, as a stuck transaction of
 * another process would; the lock is released and that connection closed afterwards, whatever `during` did.
 */
export async function whileTableLocked<T>(database: TestDatabase, table: string, during: () => Promise<T>): Promise<T> {
  const other = await database.secondConnection();
  if (!other) throw new Error('PostgreSQL gives a second connection');
  const locker = other.dataSource.createQueryRunner();
  await locker.connect();
  try {
    await locker.startTransaction();
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return await during();
  } finally {
    await locker.rollbackTransaction();
    await locker.release();
    await other.close();
  }
}
