import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { openTestDatabase, TestDatabase } from './test-database';

/** A spec's database, for the `describe` it is called in: opened before its tests, emptied before each, closed after. */
export function specDatabase(postgresUrl?: string): { readonly db: TestDatabase } {
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
  };
}
