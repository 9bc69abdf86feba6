import { demoImportDocument } from '../bootstrap/demo-data';
import { apiClient, ApiClient } from '../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

interface AccountJson {
  readonly account_id: string;
  readonly status: string;
  readonly status_details: string | null;
  readonly last_refreshed_at: string | null;
}

onEveryDatabase((name, postgresUrl) => {
  describe(`The demo's imported accounts, refreshed in the sandbox (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let userIds: string[];

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      const company = await h.createCompany('Demo Company', 'sandbox');
      userIds = (await h.importUsers(company.company_id, demoImportDocument())).users.map((user) => user.user_id);
      api = apiClient(h.app, company.private_key);
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    const accounts = async (): Promise<AccountJson[]> =>
      (await Promise.all(userIds.map(async (id) => (await api.get(`/v1/users/${id}/accounts`)).body.data.accounts as AccountJson[]))).flat();

    it('stay connected: an on-demand refresh ends in `success`, not `requires_auth` (they were imported, never logged in)', async () => {
      const before = await accounts();
      expect(before).toHaveLength(4);
      for (const account of before) expect((await api.post(`/v1/accounts/${account.account_id}/refresh`)).status).toBe(202);
      await h.runJobs();
      const after = await accounts();
      expect(after.map((a) => [a.status, a.status_details])).toEqual(before.map(() => ['success', null]));
      expect(after.every((a) => a.last_refreshed_at !== null)).toBe(true);
    });
  });
});
