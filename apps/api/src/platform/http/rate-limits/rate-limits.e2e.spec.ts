import request from 'supertest';
import { apiClient } from '../../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../../testing/api-harness';
import { withTwoServers } from '../../../testing/two-servers';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const LIMITS = { RATE_LIMIT_PER_MINUTE: '5', FAILED_AUTH_LIMIT_PER_MINUTE: '3', PUBLIC_READ_LIMIT_PER_MINUTE: '4', PUBLIC_WRITE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' };
let lastAddress = 0;
/** A client address of its own for each test (behind the trusted proxy, from X-Forwarded-For): counts do not carry over. */
const newAddress = () => `203.0.113.${++lastAddress}`;

onEveryDatabase((name, postgresUrl) => {
  describe(`Rate limits, on ${name}`, () => {
    let h: ApiHarness;
    let address: string;
    const server = () => {
      const agent = request(h.app.getHttpServer());
      const withAddress = <T extends request.Test>(test: T) => test.set('X-Forwarded-For', address);
      return { get: (path: string) => withAddress(agent.get(path)), post: (path: string) => withAddress(agent.post(path)) };
    };

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: LIMITS });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      address = newAddress();
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    /** A connect token for a new user and widget of the company, as its backend gets one. */
    async function connectToken(privateKey: string): Promise<string> {
      const api = apiClient(h.app, privateKey);
      const userId = await api.createUser(`ct-${address}`);
      const widgetId = (await api.post('/v1/widgets', { name: 'Loans', allowed_origins: ['https://app.lender.example'] })).body.data.widget_id;
      return (await api.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId })).body.data.connect_token;
    }

    it('counts a company’s private keys per minute, with the headers on every answer and 429 with retry-after past the limit', async () => {
      const company = await h.createCompany();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await server().get('/v1/platforms').set('X-Api-Key', company.private_key));
      expect(answers.map((res) => [res.status, res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']])).toEqual([
        [200, '5', '4'], [200, '5', '3'], [200, '5', '2'], [200, '5', '1'], [200, '5', '0'], [429, '5', '0'],
      ]);
      const refused = answers[5];
      expect(refused.body).toEqual({ success: false, data: null, error: { code: 'too_many_requests', message: expect.stringMatching(/^Rate limit of 5 requests/), errors: null } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
      await server().get('/v1/platforms').set('X-Api-Key', (await h.createCompany('Other')).private_key).expect(200);
    });

    it('counts public-key and connect-token reads per client address, never against the company (its private key answered 429, before)', async () => {
      const company = await h.createCompany();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await server().get('/v1/platforms').set('X-Api-Key', company.public_key)).status);
      const refused = await server().get('/v1/platforms').set('X-Api-Key', company.public_key);
      expect([...statuses, refused.status]).toEqual([200, 200, 200, 200, 429, 429]);
      expect([refused.body.error.message, refused.headers['x-ratelimit-limit'], Number(refused.headers['retry-after']) > 0]).toEqual([expect.stringMatching(/^Rate limit of 4 public-key reads from this address/), '4', true]);
      const token = await connectToken(company.private_key);
      await server().get('/v1/sandbox/scenarios').set('Authorization', `Bearer ${token}`).expect(429);
      const privateRead = await server().get('/v1/platforms').set('X-Api-Key', company.private_key).expect(200);
      expect(privateRead.headers['x-ratelimit-remaining']).toBe('1');
      address = newAddress();
      await server().get('/v1/sandbox/scenarios').set('Authorization', `Bearer ${token}`).expect(200);
      await server().get('/v1/platforms').set('X-Api-Key', company.public_key).expect(200);
    });

    it('counts against the company’s own limit when the admin set one', async () => {
      const company = await h.createCompany();
      await h.database.repositories.companies.setPermissions(company.company_id, { rateLimitPerMinute: 2 });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await server().get('/v1/platforms').set('X-Api-Key', company.private_key)).status);
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('answers the failed authentications of an address past its limit 429, never its valid keys', async () => {
      const company = await h.createCompany();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await server().get('/v1/platforms').set('X-Api-Key', `sk_sandbox_guess${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const refused = await server().get('/v1/platforms');
      expect([refused.status, refused.body.error.message, Number(refused.headers['retry-after']) > 0]).toEqual([429, expect.stringMatching(/failed authentications from this address/), true]);
      await server().get('/v1/platforms').set('X-Api-Key', company.private_key).expect(200);
      await server().get('/v1/platforms').set('X-Api-Key', company.public_key).expect(200);
      await server().get('/connect?public_key=pk_sandbox_guess&widget_id=w').expect(429);
      await server().get(`/connect?public_key=${company.public_key}&widget_id=00000000-0000-4000-8000-000000000000`).expect(404);
      await server().get('/health').expect(200);
      address = newAddress();
      await server().get('/v1/platforms').set('X-Api-Key', 'sk_sandbox_guess').expect(401);
    });

    it('counts parallel failed authentications exactly: the first ones within the limit 401, all the others 429', async () => {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => server().get('/v1/platforms').set('X-Api-Key', `sk_sandbox_parallel${i}`)));
      const statuses = answers.map((res) => res.status);
      expect([statuses.filter((status) => status === 401).length, statuses.filter((status) => status === 429).length]).toEqual([3, 57]);
    });

    it('limits public-key writes per address, not private-key ones', async () => {
      const company = await h.createCompany();
      await server().post('/v1/users').set('X-Api-Key', company.public_key).send({}).expect(201);
      await server().post('/v1/users').set('X-Api-Key', company.public_key).send({}).expect(201);
      const third = await server().post('/v1/users').set('X-Api-Key', company.public_key).send({}).expect(429);
      expect(third.body.error.message).toMatch(/public-key writes from this address/);
      await server().post('/v1/users').set('X-Api-Key', company.private_key).send({}).expect(201);
      await server().get('/v1/platforms').set('X-Api-Key', company.public_key).expect(200);
    });
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('Rate limits across two server processes on one PostgreSQL', () => {
    it('share one count per key', () =>
      withTwoServers(process.env.TEST_DATABASE_URL as string, { env: LIMITS }, async (first, second) => {
        const { private_key: key } = await first.createCompany();
        const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => request((i % 2 ? first : second).app.getHttpServer()).get('/v1/platforms').set('X-Api-Key', key)));
        expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      }));
  });
}
