import { describePersistenceContracts } from '@gig/testing';
import { persistenceHarness } from './testing/persistence-harness';
import { openTestDatabase } from './testing/test-database';

// The PostgreSQL and PgBouncer runs of the same contracts have files of their own: Jest runs the three side by side.
describePersistenceContracts('TypeORM on embedded PGlite', persistenceHarness(() => openTestDatabase()));
