import request from 'supertest';
import { onEveryDatabase } from '../../testing/api-harness';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const PATH = '/v1/users/earnings/aggregated';
const WINDOW = { start_date: '2025-03-01', end_date: '2025-03-10' };

const day = (earning_date: string, amount: number | string, currency: string, count_trips: number | null = null) =>
  ({ earning_date, amount, currency, count_trips });

/** worker-1 earns MXN and COP in the window; a third account synced outside it and must not count. */
const DOCUMENT = {
  users: [
    {
      external_id: 'worker-1',
      accounts: [
        { platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-10',
          earnings: [day('2025-02-28', 999, 'mxn', 9), day('2025-03-01', 100.1, 'mxn', 5), day('2025-03-02', '250.00', 'MXN', 7)] },
        { platform: 'rappi', country: 'co', identifier: 'ana@example.com', last_successful_connection: '2025-03-09',
          earnings: [day('2025-03-01', 4020, 'cop'), day('2025-03-03', 8000, 'cop')] },
        { platform: 'didi', country: 'mx', identifier: '+525511111111', last_successful_connection: '2025-02-01',
          earnings: [day('2025-03-01', 500, 'mxn', 3)] },
      ],
    },
    {
      external_id: 'worker-2',
      accounts: [
        { platform: 'uber', country: 'mx', identifier: 'luis@example.com', last_successful_connection: '2025-03-05',
          earnings: [day('2025-03-01', 100.1, 'mxn', 3)] },
        { platform: 'didi', country: 'mx', identifier: '+525522222222', last_successful_connection: '2025-03-01',
          earnings: [day('2025-03-01', 200.25, 'mxn'), day('2025-03-05', 10.01, 'mxn')] },
      ],
    },
    { external_id: 'worker-3', accounts: [] },
  ],
};

onEveryDatabase((name, postgresUrl) => {
  describe(`POST ${PATH} on ${name}`, () => {
    const e2e = e2eSetup({ postgresUrl });
    let key: string;
    let ids: Record<string, { user_id: string; accounts: string[] }>;
    const post = (body: unknown, apiKey: string | null = key) => {
      const call = request(e2e.h.app.getHttpServer()).post(PATH);
      if (apiKey !== null) call.set('X-Api-Key', apiKey);
      return call.send(body as object);
    };

    beforeEach(async () => {
      key = e2e.company.private_key;
      const imported = await e2e.h.importUsers(e2e.company.company_id, DOCUMENT);
      ids = Object.fromEntries(imported.users.map((u) => [u.external_id, { user_id: u.user_id, accounts: u.accounts.map((a) => a.account_id) }]));
    }, RESET_BUDGET_MS);

    it('converts several currencies to USD per day, details rounded, day totals summed unrounded', async () => {
      const res = await post({ external_id: 'worker-1', ...WINDOW, options: { details: true } }).expect(200);
      const [uber, rappi] = ids['worker-1'].accounts;
      expect(res.body).toEqual({
        success: true,
        error: null,
        data: {
          platforms_count: 2,
          platforms: [
            { platform: 'uber', account_id: uber, last_successful_connection: '2025-03-10' },
            { platform: 'rappi', account_id: rappi, last_successful_connection: '2025-03-09' },
          ],
          earnings: [
            { earning_date: '2025-03-01', amount: 6.01, currency: 'usd', count_trips: 5, currency_note: 'converted_from_multiple',
              details: [
                { platform: 'uber', account_id: uber, amount: 5.01, count_trips: 5 },
                { platform: 'rappi', account_id: rappi, amount: 1.01, count_trips: null },
              ] },
            { earning_date: '2025-03-02', amount: 12.5, currency: 'usd', count_trips: 7, currency_note: 'converted_from_multiple',
              details: [{ platform: 'uber', account_id: uber, amount: 12.5, count_trips: 7 }] },
            { earning_date: '2025-03-03', amount: 2, currency: 'usd', count_trips: null, currency_note: 'converted_from_multiple',
              details: [{ platform: 'rappi', account_id: rappi, amount: 2, count_trips: null }] },
          ],
        },
      });
      expect(e2e.h.rates.calls).toEqual([{ currencies: ['cop', 'mxn'], dates: ['2025-03-01', '2025-03-02', '2025-03-03'] }]);
    });

    it('returns one currency unchanged, without details unless asked, and never asks for rates', async () => {
      const res = await post({ user_id: ids['worker-2'].user_id, ...WINDOW }).expect(200);
      expect(res.body.data.platforms_count).toBe(2);
      expect(res.body.data.earnings).toEqual([
        { earning_date: '2025-03-01', amount: 300.35, currency: 'mxn', count_trips: 3, details: null, currency_note: null },
        { earning_date: '2025-03-05', amount: 10.01, currency: 'mxn', count_trips: null, details: null, currency_note: null },
      ]);
      e2e.h.rates.down = true;
      await post({ user_id: ids['worker-2'].user_id, ...WINDOW }).expect(200);
      expect(e2e.h.rates.calls).toEqual([]);
    });

    it('answers 503 service_unavailable when rates are needed and unavailable', async () => {
      e2e.h.rates.down = true;
      const res = await post({ external_id: 'worker-1', ...WINDOW }).expect(503);
      expect(res.body).toEqual({ success: false, data: null, error: { code: 'service_unavailable', message: expect.any(String), errors: null } });
    });

    it('is a success with nothing in it when no account qualifies, saying in a header how many accounts were left out', async () => {
      const excluded: Record<string, string | undefined> = {};
      for (const external_id of ['worker-3', 'worker-1']) {
        const res = await post({ external_id, start_date: '2024-01-01', end_date: '2024-12-31' }).expect(200);
        expect(res.body).toEqual({ success: true, error: null, data: { platforms_count: 0, platforms: [], earnings: [] } });
        excluded[external_id] = res.headers['x-gig-excluded-accounts'];
      }
      expect(excluded).toEqual({ 'worker-3': undefined, 'worker-1': '3' });
    });

    it('counts in x-gig-excluded-accounts the accounts whose last connection lies outside the window, and omits it when none', async () => {
      const partly = await post({ external_id: 'worker-1', ...WINDOW }).expect(200);
      expect([partly.body.data.platforms_count, partly.headers['x-gig-excluded-accounts']]).toEqual([2, '1']);
      const whole = await post({ external_id: 'worker-2', ...WINDOW }).expect(200);
      expect([whole.body.data.platforms_count, whole.headers['x-gig-excluded-accounts']]).toEqual([2, undefined]);
    });

    it('answers 404 USER_NOT_FOUND for an unknown user and for a user of another company', async () => {
      const other = await e2e.h.createCompany('Other Co');
      const res = await post({ external_id: 'worker-1', ...WINDOW }, other.private_key).expect(404);
      expect(res.body.error).toEqual({ code: 'USER_NOT_FOUND', message: "No user with external_id 'worker-1' in your company.", errors: null });
      await post({ user_id: ids['worker-1'].user_id, ...WINDOW }, other.private_key).expect(404);
      await post({ user_id: '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d', ...WINDOW }).expect(404);
    });
  });
});
