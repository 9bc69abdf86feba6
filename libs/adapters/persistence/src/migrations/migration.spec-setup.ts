import type { QueryRunner } from 'typeorm';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { openTestDatabase, TestDatabase } from '../testing/test-database';

/**
 * A migration spec's database, for the `describe` it is called in: opened before its tests, emptied before
 * each, closed after; `migrate` lends a query runner only while a step runs (PGlite's one connection is the
 * runner's until it is released).
 */
export function migrationSpecDatabase(postgresUrl?: string) {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(postgresUrl);
  }, OPEN_BUDGET_MS);
  beforeEach(() => db.truncate(), RESET_BUDGET_MS);
  afterAll(() => db.close(), CLOSE_BUDGET_MS);
  return {
    get db(): TestDatabase {
      return db;
    },
    async migrate(step: (runner: QueryRunner) => Promise<void>): Promise<void> {
      const runner = db.dataSource.createQueryRunner();
      try {
        await step(runner);
      } finally {
        await runner.release();
      }
    },
    query: (sql: string, parameters: unknown[] = []) => db.dataSource.query(sql, parameters),
  };
}
