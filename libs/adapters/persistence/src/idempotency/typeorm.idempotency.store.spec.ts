import { describeIdempotencyStoreContract } from '@gig/testing';
import { openTestDatabase } from '../testing/test-database';
import { createIdempotencyStore } from './typeorm.idempotency.store';

const harness = (postgresUrl?: string) => async () => {
  const database = await openTestDatabase(postgresUrl);
  return { store: createIdempotencyStore(database), close: () => database.close() };
};

describeIdempotencyStoreContract('TypeORM on embedded PGlite', harness());
if (process.env.TEST_DATABASE_URL) describeIdempotencyStoreContract('TypeORM on PostgreSQL', harness(process.env.TEST_DATABASE_URL));
