import { describePersistenceContracts } from '@gig/testing';
import { persistenceHarness } from './testing/persistence-harness';
import { openTestDatabase } from './testing/test-database';

// The same contracts as on PGlite (and, for the locking ones, through PgBouncer), in a file of their own: Jest runs
// the three files side by side.
const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? describe : describe.skip)('On PostgreSQL (TEST_DATABASE_URL)', () => {
  describePersistenceContracts('TypeORM on PostgreSQL', persistenceHarness(() => openTestDatabase(postgresUrl)));
});
