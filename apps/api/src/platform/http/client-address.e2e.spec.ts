import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';

const CONSENT = { timestamp: '2025-03-15T05:59:30-06:00', consent_method: 'checkbox', version: '2026-11', language: 'es', device: 'Mozilla/5.0' };
let lastClient = 0;
/** What the balancer appends: a client address of each test's own, so that counts do not carry over. */
const newClient = () => `198.51.100.${++lastClient}`;
/** What a client writes itself, ahead of what the balancer appends. */
const forged = (i: number) => `10.66.${i % 250}.${1 + Math.floor(i / 250)}`;

onEveryDatabase((name, postgresUrl) => {
  describe.each([
    ['TRUST_PROXY=1 (one balancer)', '1'],
    ['TRUST_PROXY listing the balancer’s address', '127.0.0.0/8,::1'],
  ])(`The client address behind %s, on ${name}`, (_label, trustProxy) => {
    let h: ApiHarness;
    let client: string;
    const server = () => request(h.app.getHttpServer());

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { TRUST_PROXY: trustProxy, VERIFY_LIMIT_PER_MINUTE: '30', FAILED_AUTH_LIMIT_PER_MINUTE: '3' } });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      client = newClient();
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('is the one the balancer appended: a forged left-most X-Forwarded-For entry buys no more verifications (40 of 40 answered, before)', async () => {
      const statuses = [];
      for (let i = 0; i < 40; i++) {
        statuses.push((await server().get(`/verify/${randomUUID()}?format=json`).set('X-Forwarded-For', `${forged(i)}, ${client}`)).status);
      }
      expect([statuses.filter((status) => status === 404).length, statuses.filter((status) => status === 429).length]).toEqual([30, 10]);
      await server().get(`/verify/${randomUUID()}?format=json`).set('X-Forwarded-For', `${forged(0)}, ${newClient()}`).expect(404);
    });

    it('counts failed authentications against it, whatever the client writes first', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await server().get('/v1/platforms').set('X-Api-Key', `sk_sandbox_guess${i}`).set('X-Forwarded-For', `${forged(i)}, ${client}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('is the consent evidence a public key’s consent records', async () => {
      const company = await h.createCompany();
      const from = (test: request.Test) => test.set('X-Api-Key', company.public_key).set('X-Forwarded-For', `203.0.113.66, ${client}`);
      const userId = (await from(server().post('/v1/users')).send({}).expect(201)).body.data.user_id;
      const consent = await from(server().post('/v1/users/consent')).send({ ...CONSENT, user_id: userId }).expect(201);
      expect(consent.body.data.ip_address).toBe(client);
      expect((await h.database.repositories.consents.listForUser(company.company_id, userId)).map((c) => c.ipAddress)).toEqual([client]);
    });
  });
});
