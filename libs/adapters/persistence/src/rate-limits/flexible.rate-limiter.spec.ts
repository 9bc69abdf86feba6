import { randomUUID } from 'node:crypto';
import { openTestDatabase, TestDatabase } from '../testing/test-database';
import { createRateLimiter } from './flexible.rate-limiter';

const stores: Array<[string, string | undefined]> = [['in memory, on embedded PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) stores.push(['in the rate_limits table, on PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(stores)('createRateLimiter: counts %s', (_name, postgresUrl) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(postgresUrl);
  });
  afterAll(() => database.close());

  it('lets `limit` requests of a key through per minute, then refuses with the time to wait', async () => {
    const limiter = createRateLimiter(database);
    const key = `key:${randomUUID()}`;
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.consume(key, 3));
    expect(decisions.map((d) => [d.allowed, d.limit, d.remaining])).toEqual([[true, 3, 2], [true, 3, 1], [true, 3, 0], [false, 3, 0]]);
    expect(decisions[3].resetMs).toBeGreaterThan(50_000);
    expect(decisions[3].resetMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.consume(`key:${randomUUID()}`, 3)).allowed).toBe(true);
  });

  it('peeks without counting', async () => {
    const limiter = createRateLimiter(database);
    const key = `ip:${randomUUID()}`;
    expect(await limiter.peek(key, 2)).toMatchObject({ allowed: true, remaining: 2 });
    await limiter.consume(key, 2);
    await limiter.consume(key, 2);
    expect(await limiter.peek(key, 2)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('shares the counts between two server processes when on PostgreSQL', async () => {
    const other = await database.secondConnection();
    if (!other) return expect(postgresUrl).toBeUndefined();
    try {
      const [first, second] = [createRateLimiter(database), createRateLimiter(other)];
      const key = `key:${randomUUID()}`;
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).consume(key, 6)));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(6);
    } finally {
      await other.close();
    }
  });
});
