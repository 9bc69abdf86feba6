import { describePersistenceContracts, PersistenceHarness } from '@gig/testing';
import { openTestDatabase } from './testing/test-database';

const harness = (postgresUrl?: string) => async (): Promise<PersistenceHarness> => {
  const database = await openTestDatabase(postgresUrl);
  return { ...database, reset: database.truncate };
};

describePersistenceContracts('TypeORM on embedded PGlite', harness());

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describePersistenceContracts('TypeORM on PostgreSQL', harness(postgresUrl));
