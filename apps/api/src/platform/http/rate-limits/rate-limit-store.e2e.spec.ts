import request from 'supertest';
import { ApiHarness, openApiHarness } from '../../../testing/api-harness';
import { whileTableLocked } from '@gig/persistence/testing';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

/** The service's own budget for a count (RATE_LIMIT_TIMEOUT_MS' default), not the tests' longer one. */
const LIMITS = { RATE_LIMIT_PER_MINUTE: '100', FAILED_AUTH_LIMIT_PER_MINUTE: '100', PUBLIC_READ_LIMIT_PER_MINUTE: '100', VERIFY_LIMIT_PER_MINUTE: '100', RATE_LIMIT_TIMEOUT_MS: '50' };

/** On PGlite the limiter counts in memory: there is no table to lock. */
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('A slow rate-limit store, on PostgreSQL', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness({ postgresUrl: process.env.TEST_DATABASE_URL, env: LIMITS });
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('lets private-key requests through uncounted and refuses those counted per address (failed authentications: 401, before), while the rate_limits table is locked', async () => {
    const company = await h.createCompany();
    const server = h.app.getHttpServer();
    await request(server).get('/v1/platforms').set('X-Api-Key', company.private_key).expect(200);
    await whileTableLocked(h.database, 'rate_limits', async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 15 }, () => request(server).get('/v1/platforms').set('X-Api-Key', company.private_key)),
        request(server).get('/v1/platforms').set('X-Api-Key', 'sk_sandbox_unknown'),
        request(server).get('/v1/platforms').set('X-Api-Key', company.public_key),
        request(server).get('/verify/00000000-0000-4000-8000-000000000000?format=json'),
        request(server).get('/health'),
      ]);
      expect(answers.map((res) => res.status)).toEqual([...Array(15).fill(200), 429, 429, 429, 200]);
      expect(answers[0].headers['x-ratelimit-remaining']).toBeUndefined();
      for (const refused of answers.slice(15, 18)) {
        expect([refused.body.error.code, refused.body.error.message, refused.headers['retry-after']]).toEqual(['too_many_requests', expect.stringMatching(/could not be made in time; retry after 1 s\.$/), '1']);
      }
    });
    // Once the lock is gone, counting resumes (the limiter's connections may need a moment to come back).
    let counted = await request(server).get('/v1/platforms').set('X-Api-Key', company.private_key);
    for (let tries = 0; tries < 50 && counted.headers['x-ratelimit-remaining'] === undefined; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counted = await request(server).get('/v1/platforms').set('X-Api-Key', company.private_key);
    }
    expect(Number(counted.headers['x-ratelimit-remaining'])).toBeLessThan(99);
  }, 60_000);
});
