import { randomBytes } from 'node:crypto';
import { fixedClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { apiClient } from '../../testing/api-client';
import { slowedConnector } from '../../testing/overridden-connector';

const ACCOUNTS = 30;

onEveryDatabase((name, postgresUrl) => {
  const servers = postgresUrl ? 'two servers on one PostgreSQL' : 'one server on PGlite';
  describe(`Simultaneous validations of the same accounts (${servers})`, () => {
    let first: ApiHarness;
    let second: ApiHarness;
    /** The sandbox, slowed down so that the two validations of an account overlap at the platform. */
    const slowVerify = slowedConnector('verify', 25);

    beforeAll(async () => {
      const clock = fixedClock();
      const secretKey = randomBytes(32);
      first = await openApiHarness({ postgresUrl, clock, secretKey, wrapConnector: slowVerify.wrap });
      const other = await first.database.secondConnection();
      second = other
        ? await openApiHarness({ clock, secretKey, wrapConnector: slowVerify.wrap, database: { ...other, truncate: first.database.truncate, secondConnection: async () => null } })
        : first;
      if (other) second.close = async () => (await second.app.close(), await other.close(), second.conformance.assertNoViolations());
    }, OPEN_BUDGET_MS);
    afterAll(async () => {
      if (second !== first) await second.close();
      await first.close();
    }, CLOSE_BUDGET_MS);

    it(`lets exactly one of two validations per account reach the platform: ${ACCOUNTS} success, none stuck`, async () => {
      const { private_key: key } = await first.createCompany();
      const [a, b] = [apiClient(first.app, key), apiClient(second.app, key)];
      const userId = await a.createUser('racing');
      const ids: string[] = [];
      for (let i = 0; i < ACCOUNTS; i++) {
        const created = await a.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: `driver${i}@example.com`, user_id: userId }).expect(201);
        ids.push(created.body.data.account_id);
      }
      slowVerify.calls = 0;
      const answers = await Promise.all(ids.flatMap((id) => [a, b].map((api) => api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' }))));
      const outcomes = answers.map((res) => (res.status === 200 ? 'validated' : `${res.status} ${res.body.error.code}`));
      expect(slowVerify.calls).toBe(ACCOUNTS);
      expect(outcomes.filter((outcome) => outcome === 'validated')).toHaveLength(ACCOUNTS);
      expect(new Set(outcomes.filter((outcome) => outcome !== 'validated'))).toEqual(new Set(['400 login_in_process']));
      while ((await first.runJobs()) > 0);
      const statuses = await Promise.all(ids.map(async (id) => (await b.get(`/v1/accounts/${id}`).expect(200)).body.data.status));
      expect(statuses).toEqual(ids.map(() => 'success'));
    }, 60_000);

    it('answers simultaneous creations of one login with one account, the losers already_connected or login_in_process, never a 500', async () => {
      const { private_key: key } = await first.createCompany('Duplicates');
      const [a, b] = [apiClient(first.app, key), apiClient(second.app, key)];
      const userId = await a.createUser('twice');
      const body = { platform: 'didi', country: 'mx', identifier: '+525598765432', user_id: userId };
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).post('/v1/accounts', body)));
      const { accounts } = (await a.get(`/v1/users/${userId}/accounts`).expect(200)).body.data;
      expect(accounts).toHaveLength(1);
      // A pending account is reused by a later create (its login starts again): the same account, 201.
      const outcomes = answers.map((res) => (res.status === 201 ? `201 ${res.body.data.account_id === accounts[0].account_id}` : `${res.status} ${res.body.error.code}`));
      expect(outcomes).toContain('201 true');
      expect(outcomes.filter((outcome) => !['201 true', '403 already_connected', '400 login_in_process'].includes(outcome))).toEqual([]);
    });
  });
});
