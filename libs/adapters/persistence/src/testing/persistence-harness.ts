import type { PersistenceHarness } from '@gig/testing';
import type { TestDatabase } from './test-database';

/** The persistence contracts' harness over the test databases `open` gives: reset empties the tables. */
export const persistenceHarness = (open: () => Promise<TestDatabase>) => async (): Promise<PersistenceHarness> => {
  const database = await open();
  return { ...database, reset: database.truncate };
};
