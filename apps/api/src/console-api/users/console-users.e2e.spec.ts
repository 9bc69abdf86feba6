import { onEveryDatabase } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const day = (earning_date: string, amount: number, currency: string, count_trips: number | null = null) => ({ earning_date, amount, currency, count_trips });

const DOCUMENT = {
  users: [
    { external_id: 'loan-001', accounts: [
      { platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-10',
        earnings: [day('2025-03-01', 100.1, 'mxn', 5), day('2025-03-02', 250, 'mxn', 7)] },
      { platform: 'rappi', country: 'co', identifier: 'ana@example.com', last_successful_connection: '2025-03-09',
        earnings: [day('2025-03-01', 4020, 'cop'), day('2025-03-03', 8000, 'cop')] },
    ] },
    { external_id: 'loan-002', accounts: [{ platform: 'didi', country: 'mx', identifier: '+525522222222', last_successful_connection: '2025-03-05',
      earnings: [day('2025-03-01', 200.25, 'mxn')] }] },
    { external_id: 'other-9', accounts: [] },
  ],
};

onEveryDatabase((name, postgresUrl) => {
  describe(`Console users (${name})`, () => {
    let viewer: ConsoleClient;
    let ids: string[];
    let theirs: string;

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      ids = [];
      for (const user of DOCUMENT.users) {
        ids.push((await e2e.h.importUsers(e2e.company.company_id, { users: [user] })).users[0].user_id);
        e2e.h.clock.advance(1_000);
      }
      const other = await e2e.h.createCompany('Other Lending');
      theirs = (await e2e.h.importUsers(other.company_id, { users: [DOCUMENT.users[0]] })).users[0].user_id;
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
    }, RESET_BUDGET_MS);

    const rows = (res: { body: { data: { items: { user_id: string }[] } } }) => res.body.data.items.map((u) => u.user_id);

    it('lists users newest first with their account counts, and finds them by id or by external_id prefix (in external_id order)', async () => {
      const all = await viewer.get('/console/api/users');
      expect(all.status).toBe(200);
      expect(all.body.data).toEqual({
        total: 3,
        page: 1,
        items_per_page: 20,
        items: [
          { user_id: ids[2], external_id: 'other-9', created_at: '2025-03-15T12:00:02.000Z', accounts_count: 0 },
          { user_id: ids[1], external_id: 'loan-002', created_at: '2025-03-15T12:00:01.000Z', accounts_count: 1 },
          { user_id: ids[0], external_id: 'loan-001', created_at: '2025-03-15T12:00:00.000Z', accounts_count: 2 },
        ],
      });
      expect(rows(await viewer.get('/console/api/users?query=loan-'))).toEqual([ids[0], ids[1]]);
      expect(rows(await viewer.get('/console/api/users?query=LOAN-'))).toEqual([]);
      expect(rows(await viewer.get(`/console/api/users?query=${ids[1]}`))).toEqual([ids[1]]);
      expect(rows(await viewer.get(`/console/api/users?query=${theirs}`))).toEqual([]);
      const paged = await viewer.get('/console/api/users?items_per_page=1&page=3');
      expect(paged.body.data).toMatchObject({ total: 3, page: 3, items_per_page: 1 });
      expect(rows(paged)).toEqual([ids[0]]);
    });

    it('reads a user and its accounts through /console/v1, as a key reads them, and has no console copy of them', async () => {
      for (const path of [`/users/${ids[0]}`, `/users/${ids[0]}/accounts`]) {
        const res = await viewer.get(`/console/v1${path}`);
        expect([path, res.status]).toEqual([path, 200]);
        expect(res.body).toEqual((await e2e.api.get(`/v1${path}`)).body);
      }
      for (const path of [`/console/api/users/${ids[0]}`, `/console/api/users/${ids[0]}/earnings?start_date=2025-03-01&end_date=2025-03-10`]) {
        expect([path, (await viewer.get(path)).status]).toEqual([path, 404]);
      }
    });

    it.each([
      ['several currencies', 0, '2025-03-01', '2025-03-10'],
      ['one currency', 1, '2025-03-01', '2025-03-10'],
      ['no synced account in the window', 0, '2024-01-01', '2024-01-31'],
    ])('lets a viewer aggregate earnings through /console/v1, byte for byte as a key (%s)', async (_case, user, start, end) => {
      const body = { user_id: ids[user], start_date: start, end_date: end, options: { details: true } };
      const expected = await e2e.api.post('/v1/users/earnings/aggregated', body);
      const res = await viewer.post('/console/v1/users/earnings/aggregated', body);
      expect(expected.status).toBe(200);
      expect(res.status).toBe(200);
      expect(res.text).toBe(expected.text);
    });

    it.each([
      [{ start_date: '2025-03-10', end_date: '2025-03-01' }],
      [{ start_date: '2025-02-30', end_date: '2025-03-01' }],
      [{ end_date: '2025-03-01' }],
    ])('refuses a bad window as the public API does (%j)', async (window) => {
      const body = { user_id: ids[0], ...window, options: { details: true } };
      const expected = await e2e.api.post('/v1/users/earnings/aggregated', body);
      const res = await viewer.post('/console/v1/users/earnings/aggregated', body);
      expect(expected.status).toBe(422);
      expect(res.status).toBe(expected.status);
      expect(res.body).toEqual(expected.body);
    });

    it('treats another company’s user as absent (404 USER_NOT_FOUND)', async () => {
      for (const res of [
        await viewer.get(`/console/v1/users/${theirs}`),
        await viewer.post('/console/v1/users/earnings/aggregated', { user_id: theirs, start_date: '2025-03-01', end_date: '2025-03-10' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('USER_NOT_FOUND');
      }
    });
  });
});
