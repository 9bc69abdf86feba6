import { accountStatus } from '@gig/domain';
import type { PlatformConnector } from '@gig/domain';
import { fixedClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { ApiHarness, onEveryDatabase, openApiHarness, TestDatabase } from '../testing/api-harness';
import { apiClient } from '../testing/api-client';
import { openTestDatabase } from '@gig/persistence/testing';
import { randomBytes } from 'node:crypto';
import { DEFAULT_JOB_LEASE_SECONDS } from '../platform/config/app-config';
import { overriddenConnector } from '../testing/overridden-connector';

onEveryDatabase((name, postgresUrl) => {
  describe(`Background retrieval survives a restart on ${name}`, () => {
    let database: TestDatabase;
    let first: ApiHarness;
    const clock = fixedClock();
    const secretKey = randomBytes(32);
    const leaseMs = DEFAULT_JOB_LEASE_SECONDS * 1000;
    const env = { JOB_LEASE_SECONDS: String(DEFAULT_JOB_LEASE_SECONDS) };

    beforeAll(async () => {
      database = await openTestDatabase(postgresUrl);
    }, OPEN_BUDGET_MS);
    afterAll(() => database.close(), CLOSE_BUDGET_MS);

    it('finishes a job that a crashed server had claimed within a minute, once, without doubling data', async () => {
      let retrievals = 0;
      const counting = (connector: PlatformConnector): PlatformConnector => overriddenConnector(connector, {
        retrieve: (r) => (retrievals++, connector.retrieve(r)),
      });
      first = await openApiHarness({ database, clock, wrapConnector: counting, secretKey, env });
      const company = await first.createCompany();
      const api = apiClient(first.app, company.private_key);
      const userId = await api.createUser();
      const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
      const accountId = created.body.data.account_id;
      await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
      // The first server's worker takes the job and dies before finishing it.
      const claimed = await database.repositories.jobs.claim('crashed-worker', clock.now(), leaseMs);
      expect(claimed).toMatchObject({ subjectId: accountId, attempts: 1 });
      await first.close();

      const second = await openApiHarness({ database, clock, wrapConnector: counting, secretKey, env });
      const client = apiClient(second.app, company.private_key);
      clock.advance(leaseMs - 1);
      expect(await second.runJobs()).toBe(0); // the dead worker's lease still holds
      expect((await client.get(`/v1/accounts/${accountId}`).expect(200)).body.data.status).toBe(accountStatus.syncing);
      clock.advance(1);
      expect(leaseMs).toBeLessThan(60_000);
      expect(await second.runJobs()).toBe(1);
      expect(await second.runJobs()).toBe(0);
      expect(retrievals).toBe(1);
      const account = await client.get(`/v1/accounts/${accountId}`).expect(200);
      expect(account.body.data.status).toBe('success');
      const [{ days, distinct }] = await database.dataSource.query(
        'SELECT count(*)::int AS days, count(DISTINCT earning_date)::int AS distinct FROM daily_earnings WHERE account_id = $1', [accountId]);
      expect(days).toBeGreaterThan(30);
      expect(distinct).toBe(days);
      await second.close();
    });
  });
});
