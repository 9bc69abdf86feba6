import { describeUsdRateStoreContract } from '@gig/fx/testing';
import { openTestDatabase } from '@gig/persistence/testing';

const harness = (postgresUrl?: string) => async () => {
  const database = await openTestDatabase(postgresUrl);
  return { store: database.usdRates, reset: database.truncate, close: database.close };
};

describeUsdRateStoreContract('TypeORM on embedded PGlite', harness());

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeUsdRateStoreContract('TypeORM on PostgreSQL', harness(postgresUrl));
