import { describeRetentionStoreContract, RetentionHarness } from '@gig/testing';
import { createIdempotencyStore } from '../idempotency/typeorm.idempotency.store';
import { openTestDatabase } from '../testing/test-database';
import { createRetentionStore } from './typeorm.retention.store';

const harness = (postgresUrl?: string) => async (): Promise<RetentionHarness> => {
  const database = await openTestDatabase(postgresUrl);
  const second = await database.secondConnection();
  return {
    ...database,
    reset: database.truncate,
    idempotency: createIdempotencyStore(database),
    retention: createRetentionStore(database),
    ...(second ? { otherProcess: createRetentionStore(second) } : {}),
    close: async () => {
      await second?.close();
      await database.close();
    },
  };
};

describeRetentionStoreContract('TypeORM on embedded PGlite', harness());
if (process.env.TEST_DATABASE_URL) describeRetentionStoreContract('TypeORM on PostgreSQL', harness(process.env.TEST_DATABASE_URL));
