import { ManageApiKeys } from '@gig/domain';
import request from 'supertest';
import { signInMember } from '../../../testing/console-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../../testing/api-harness';
import { withTwoServers } from '../../../testing/two-servers';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const LIMITS = { RATE_LIMIT_PER_MINUTE: '6', CONSOLE_LIMIT_PER_MINUTE: '3' };

/** Three more private keys of the company, as the admin CLI's `key create` makes them. */
async function moreKeys(h: ApiHarness, companyId: string): Promise<string[]> {
  const keys = h.app.get(ManageApiKeys);
  return [(await keys.create(companyId, 'private')).key, (await keys.create(companyId, 'private')).key, (await keys.create(companyId, 'private')).key];
}

onEveryDatabase((name, postgresUrl) => {
  describe(`A company's requests share one limit, on ${name}`, () => {
    let h: ApiHarness;
    const get = (key: string) => request(h.app.getHttpServer()).get('/v1/platforms').set('X-Api-Key', key);

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: LIMITS });
    }, OPEN_BUDGET_MS);
    beforeEach(() => h.reset(), RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('counts every private key of the company against its limit, and none of its public keys', async () => {
      const company = await h.createCompany();
      const keys = [company.private_key, ...(await moreKeys(h, company.company_id))];
      const answers = [];
      for (let round = 0; round < 2; round++) for (const key of keys) answers.push(await get(key));
      expect(answers.map((res) => [res.status, res.headers['x-ratelimit-remaining']])).toEqual([
        [200, '5'], [200, '4'], [200, '3'], [200, '2'], [200, '1'], [200, '0'], [429, '0'], [429, '0'],
      ]);
      expect(answers[6].body.error).toMatchObject({ code: 'too_many_requests', message: expect.stringMatching(/^Rate limit of 6 requests of this company per minute/) });
      await get((await h.createCompany('Other')).private_key).expect(200);
      await get(company.public_key).expect(200);
    });

    it('takes the company’s own limit for the sum over its keys', async () => {
      const company = await h.createCompany();
      await h.database.repositories.companies.setPermissions(company.company_id, { rateLimitPerMinute: 3 });
      const statuses = [];
      for (const key of [company.private_key, ...(await moreKeys(h, company.company_id))]) statuses.push((await get(key)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('counts the console’s requests per member, outside the company’s budget (a viewer starved the backend, before)', async () => {
      const company = await h.createCompany();
      const [admin, viewer] = [await signInMember(h.app, company.company_id), await signInMember(h.app, company.company_id, 'viewer')];
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await viewer.get('/console/api/overview')).status);
      const refused = await viewer.get('/console/api/overview');
      expect([...statuses, refused.status]).toEqual([200, 200, 200, 429]);
      expect([refused.body.error.message, refused.headers['x-ratelimit-limit']]).toEqual([expect.stringMatching(/^Rate limit of 3 requests of this console member per minute/), '3']);
      await viewer.get('/console/v1/platforms').expect(429);
      await admin.get('/console/api/api-keys').expect(200);
      const backend = await get(company.private_key).expect(200);
      expect(backend.headers['x-ratelimit-remaining']).toBe('5');
    });

    it('keeps a company’s own limit for its private keys only', async () => {
      const company = await h.createCompany();
      await h.database.repositories.companies.setPermissions(company.company_id, { rateLimitPerMinute: 2 });
      const viewer = await signInMember(h.app, company.company_id, 'viewer');
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await viewer.get('/console/api/overview')).status);
      for (let i = 0; i < 3; i++) statuses.push((await get(company.private_key)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('A company’s limit across two server processes on one PostgreSQL', () => {
    it('is one count for all its keys on every server', () =>
      withTwoServers(process.env.TEST_DATABASE_URL as string, { env: LIMITS }, async (first, second) => {
        const company = await first.createCompany();
        const keys = [company.private_key, ...(await moreKeys(first, company.company_id))];
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) => request((i % 2 ? first : second).app.getHttpServer()).get('/v1/platforms').set('X-Api-Key', keys[i % keys.length])),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([...Array(6).fill(200), ...Array(6).fill(429)]);
      }), 120_000);
  });
}
