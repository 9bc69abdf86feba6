import { accountStatus } from '@gig/domain';
import { createGigClient, GigApiError, GigClient, unwrap } from '@gig/sdk';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const day = (date: Date, daysBack: number) => new Date(date.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);

describe('The sandbox flow through @gig/sdk, over real HTTP', () => {
  let h: ApiHarness;
  let client: GigClient;

  beforeAll(async () => {
    h = await openApiHarness();
    const company = await h.createCompany();
    client = createGigClient({ baseUrl: h.origin, apiKey: company.private_key });
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('creates a user and an account, validates it, waits for success and reads the aggregated earnings, all typed', async () => {
    const user = await unwrap(client.POST('/v1/users', { body: { external_id: 'sdk-worker' } }));
    const account = await unwrap(
      client.POST('/v1/accounts', { body: { user_id: user.user_id, platform: 'uber', country: 'mx', identifier: 'ana@example.com' } }),
    );
    expect([account.status, account.next_step, account.methods]).toEqual(['pending', 'otp', ['otp', 'credentials']]);
    const path = { account_id: account.account_id };
    const validated = await unwrap(client.POST('/v1/accounts/{account_id}/validate', { params: { path }, body: { otp_code: '123456' } }));
    expect(validated.status).toBe(accountStatus.syncing);

    let status = validated.status;
    for (let round = 0; round < 5 && status !== 'success'; round++) {
      await h.runJobs();
      status = (await unwrap(client.GET('/v1/accounts/{account_id}', { params: { path } }))).status;
    }
    expect(status).toBe('success');

    const today = h.clock.now();
    const earnings = await unwrap(
      client.POST('/v1/users/earnings/aggregated', {
        body: { external_id: 'sdk-worker', start_date: day(today, 30), end_date: day(today, 0), options: { details: true } },
      }),
    );
    expect([earnings.platforms_count, earnings.platforms.map((platform) => platform.account_id)]).toEqual([1, [account.account_id]]);
    expect(earnings.earnings.length).toBeGreaterThan(0);
    expect(earnings.earnings.every((entry) => entry.currency === 'mxn' && entry.amount > 0 && entry.details?.[0].platform === 'uber')).toBe(true);
  });

  it('throws a GigApiError carrying the catalogue code', async () => {
    const missing = unwrap(client.GET('/v1/users/{user_id}', { params: { path: { user_id: '00000000-0000-4000-8000-000000000000' } } }));
    await expect(missing).rejects.toBeInstanceOf(GigApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });
});
