import { openTestDatabase, TestDatabase } from '@gig/persistence/testing';
import { fixedClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import type { Composition } from '../compose';
import { composeForTests } from '../../testing/api-harness';
import { AdminContext, runAdminCommand } from './admin.commands';

/**
 * The admin CLI over a test database on a fixed clock, for the enclosing `describe`: opened before its tests,
 * emptied before each, closed after. `run` takes the command's words as a shell would pass them.
 */
export function adminSpecSetup(context?: AdminContext) {
  let database: TestDatabase;
  let composition: Composition;
  beforeAll(async () => {
    database = await openTestDatabase();
    composition = await composeForTests(database, { clock: fixedClock() });
  }, OPEN_BUDGET_MS);
  beforeEach(() => database.truncate(), RESET_BUDGET_MS);
  afterAll(() => database.close(), CLOSE_BUDGET_MS);
  return {
    get database(): TestDatabase {
      return database;
    },
    get composition(): Composition {
      return composition;
    },
    run: (...argv: string[]) => runAdminCommand(argv, composition.useCases, context),
  };
}
