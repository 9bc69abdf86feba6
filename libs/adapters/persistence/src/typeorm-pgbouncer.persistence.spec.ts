import {
  CLOSE_BUDGET_MS,
  describeApiKeyRepositoryContract,
  describeJobQueueContract,
  describeRefreshQueueContract,
  describeUnitOfWorkContract,
  describeWebhookDeliveryQueueContract,
  describeWebhookOutboxContract,
  describeWebhookRepositoryContract,
  MakePersistenceHarness,
  OPEN_BUDGET_MS,
} from '@gig/testing';
import { openPooledTestDatabase, PgBouncer, startPgBouncer } from './testing/pgbouncer';
import { persistenceHarness } from './testing/persistence-harness';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Through a real PgBouncer in transaction pooling (CI installs it; missing, this fails), the contracts
 * that lean on transactions, row locks, advisory locks and NOTIFY: all of them pass there too, but take minutes.
 */
(postgresUrl ? describe : describe.skip)('Through PgBouncer (transaction pooling, 3 server connections)', () => {
  let bouncer: PgBouncer | undefined;
  beforeAll(async () => {
    bouncer = await startPgBouncer(postgresUrl ?? '', { poolSize: 3 });
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await bouncer?.stop();
  }, CLOSE_BUDGET_MS);
  const pooled = persistenceHarness(() => {
    if (!bouncer) throw new Error('PgBouncer did not start');
    return openPooledTestDatabase(postgresUrl ?? '', bouncer);
  });
  const contracts: ((name: string, make: MakePersistenceHarness) => void)[] = [
    describeUnitOfWorkContract,
    describeJobQueueContract,
    describeRefreshQueueContract,
    describeWebhookOutboxContract,
    describeWebhookDeliveryQueueContract,
    describeWebhookRepositoryContract,
    describeApiKeyRepositoryContract,
  ];
  for (const contract of contracts) contract('TypeORM on PostgreSQL through PgBouncer', pooled);
});
