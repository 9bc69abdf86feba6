import { demoImportDocument } from '../../composition/bootstrap/demo-data';
import { onEveryDatabase } from '../../testing/api-harness';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

interface AccountJson {
  readonly account_id: string;
  readonly status: string;
  readonly status_details: string | null;
  readonly last_refreshed_at: string | null;
}

onEveryDatabase((name, postgresUrl) => {
  describe(`The demo's imported accounts, refreshed in the sandbox (${name})`, () => {
    let userIds: string[];

    const e2e = e2eSetup({ postgresUrl, companyName: 'Demo Company', environment: 'sandbox' });
    beforeEach(async () => {
      userIds = (await e2e.h.importUsers(e2e.company.company_id, demoImportDocument())).users.map((user) => user.user_id);
    }, RESET_BUDGET_MS);

    const accounts = async (): Promise<AccountJson[]> =>
      (await Promise.all(userIds.map(async (id) => (await e2e.api.get(`/v1/users/${id}/accounts`)).body.data.accounts as AccountJson[]))).flat();

    it('stay connected: an on-demand refresh ends in `success`, not `requires_auth` (they were imported, never logged in)', async () => {
      const before = await accounts();
      expect(before).toHaveLength(4);
      for (const account of before) expect((await e2e.api.post(`/v1/accounts/${account.account_id}/refresh`)).status).toBe(202);
      await e2e.h.runJobs();
      const after = await accounts();
      expect(after.map((a) => [a.status, a.status_details])).toEqual(before.map(() => ['success', null]));
      expect(after.every((a) => a.last_refreshed_at !== null)).toBe(true);
    });
  });
});
