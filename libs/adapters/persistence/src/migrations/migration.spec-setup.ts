import type { QueryRunner } from 'typeorm';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { Database, openDatabase, OpenOptions } from '../data-source/open-database';
import { specDatabase } from '../testing/spec-database';
import type { TestDatabase } from '../testing/test-database';

/**
 * A migration spec's database (see `specDatabase`); `migrate` lends a query runner only while a step runs (PGlite's one connection is the
 * runner's until it is released).
 */
export function migrationSpecDatabase(postgresUrl?: string) {
  const spec = specDatabase(postgresUrl);
  return {
    get db(): TestDatabase {
      return spec.db;
    },
    async migrate(step: (runner: QueryRunner) => Promise<void>): Promise<void> {
      const runner = spec.db.dataSource.createQueryRunner();
      try {
        await step(runner);
      } finally {
        await runner.release();
      }
    },
    query: (sql: string, parameters: unknown[] = []) => spec.db.dataSource.query(sql, parameters),
  };
}

/**
 * An embedded PGlite database and one query runner held for the whole `describe`, for specs that step migrations
 * by hand; `{ migrate: false }` starts from no schema at all.
 */
export function migrationSpecRunner(options: OpenOptions = {}) {
  let db: Database;
  let runner: QueryRunner;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null }, options);
    runner = db.dataSource.createQueryRunner();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await runner.release();
    await db.close();
  }, CLOSE_BUDGET_MS);
  return {
    get runner(): QueryRunner {
      return runner;
    },
  };
}
