import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { openTestDatabase, TestDatabase } from '../testing/test-database';

const postgresUrl = process.env.TEST_DATABASE_URL;
const BUDGET_MS = 400;

/**
 * The database held by work outside any request: a transaction that locked `companies` (PostgreSQL), which also holds
 * PGlite's one session. Resolves with what `during` gave, the hold released whatever it did.
 */
async function whileHeld<T>(db: TestDatabase, during: () => Promise<T>): Promise<T> {
  const holder = db.dataSource.createQueryRunner();
  await holder.connect();
  try {
    await holder.startTransaction();
    await holder.query('LOCK TABLE companies IN ACCESS EXCLUSIVE MODE');
    return await during();
  } finally {
    await holder.rollbackTransaction();
    await holder.release();
  }
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work().then(() => 'answered', (error: { code?: string }) => error.code ?? String(error));
  return { outcome, ms: performance.now() - started };
};

describe(`An API request's budget for the database (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(postgresUrl, { requestTimeoutMs: BUDGET_MS });
  }, OPEN_BUDGET_MS);
  afterAll(() => db.close(), CLOSE_BUDGET_MS);

  it('answers service_unavailable once the request waited its budget (a statement on PostgreSQL, the one session on PGlite), then serves the next', async () => {
    const { outcome, ms } = await whileHeld(db, () => timed(() => db.duringRequest(() => db.repositories.companies.count())));
    expect([outcome, ms >= BUDGET_MS * 0.9, ms < BUDGET_MS + 4_000]).toEqual(['service_unavailable', true, true]);
    await expect(db.duringRequest(() => db.repositories.companies.count())).resolves.toBe(0);
  });

  it('lets work outside a request (a job, a report) wait past it', async () => {
    const { read } = await whileHeld(db, async () => {
      const read = timed(() => db.repositories.companies.count());
      await new Promise((resolve) => setTimeout(resolve, BUDGET_MS * 2));
      return { read };
    });
    const { outcome, ms } = await read;
    expect([outcome, ms >= BUDGET_MS * 2]).toEqual(['answered', true]);
  });
});
