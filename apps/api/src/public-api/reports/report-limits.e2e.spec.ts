import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';

/** The harness's clock reads 12:00 UTC: a refused report may be asked for again in 12 hours. */
const UNTIL_MIDNIGHT = String(12 * 3600);

onEveryDatabase((name, postgresUrl) => {
  describe(`Daily report limits per worker and per company (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;

    const ask = (externalId: string, client = api) => client.post('/v1/reports', { external_id: externalId });
    const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { REPORT_LIMIT_PER_COMPANY_PER_DAY: '70' } });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      api = apiClient(h.app, (await h.createCompany('Financiera Ejemplo')).private_key);
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('gives a company 70 reports a UTC day (REPORT_LIMIT_PER_COMPANY_PER_DAY): after 60, 20 at once get 10 × 202 and 10 × 429; another company is not counted', async () => {
      for (const worker of ['w-1', 'w-2', 'w-3', 'w-4']) await api.createUser(worker);
      for (const worker of ['w-1', 'w-2', 'w-3']) for (let i = 0; i < 20; i++) expect((await ask(worker)).status).toBe(202);
      const burst = await Promise.all(Array.from({ length: 20 }, () => ask('w-4')));
      expect(statuses(burst)).toEqual([...Array(10).fill(202), ...Array(10).fill(429)]);
      const refused = burst.filter((answer) => answer.status === 429);
      expect(refused.map((answer) => [answer.body.error.code, answer.body.error.message, answer.headers['retry-after']])).toEqual(
        Array(10).fill(['too_many_requests', 'This company already has 70 reports today (UTC); ask again after midnight UTC.', UNTIL_MIDNIGHT]),
      );
      const other = apiClient(h.app, (await h.createCompany('Otra Financiera')).private_key);
      await other.createUser('w-4');
      expect((await ask('w-4', other)).status).toBe(202);
      h.clock.advance(12 * 3600_000);
      expect((await ask('w-4')).status).toBe(202);
    }, 120_000);

    it('keeps counting a worker whose user was deleted and created again with the same external_id', async () => {
      const userId = await api.createUser('w-deleted');
      const asked = await Promise.all(Array.from({ length: 25 }, () => ask('w-deleted')));
      expect(statuses(asked)).toEqual([...Array(20).fill(202), ...Array(5).fill(429)]);
      expect((await api.delete(`/v1/users/${userId}`)).status).toBe(200);
      await api.createUser('w-deleted');
      const again = await ask('w-deleted');
      expect([again.status, again.body.error?.message, again.headers['retry-after']]).toEqual([
        429, 'This user already has 20 reports today (UTC); ask again after midnight UTC.', UNTIL_MIDNIGHT,
      ]);
      await api.createUser('w-other');
      expect((await ask('w-other')).status).toBe(202);
    }, 60_000);
  });
});
