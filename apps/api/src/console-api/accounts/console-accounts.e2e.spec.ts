import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';
import { useConsoleAccounts } from './console-accounts.fixture.e2e';

onEveryDatabase((name, postgresUrl) => {
  describe(`Console accounts, reads (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl });
    const f = useConsoleAccounts(e2e);

    it('lists the company’s accounts newest first, each the public account json with its external_id, in pages', async () => {
      const res = await f.viewer.get('/console/api/accounts');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, error: null, data: { total: 3, page: 1, items_per_page: 20 } });
      expect(res.body.data.items.map((a: { account_id: string }) => a.account_id)).toEqual([f.rappi, f.didi, f.uber]);
      for (const item of res.body.data.items) {
        const { external_id, ...account } = item;
        expect(account).toEqual((await f.api.get(`/v1/accounts/${item.account_id}`)).body.data);
        expect(external_id).toBe(item.account_id === f.rappi ? 'worker-2' : 'worker-1');
      }
      const second = await f.viewer.get('/console/api/accounts?page=2&items_per_page=2');
      expect(second.body.data).toMatchObject({ total: 3, page: 2, items_per_page: 2 });
      expect(second.body.data.items.map((a: { account_id: string }) => a.account_id)).toEqual([f.uber]);
    });

    it.each([
      ['warning=banned', () => [f.rappi]],
      ['status=success', () => [f.rappi, f.uber]],
      ['status=pending', () => [f.didi]],
      ['platform=uber', () => [f.uber]],
      ['platform=rappi&warning=banned&status=success', () => [f.rappi]],
      ['warning=needs_auth', () => []],
    ])('filters by %s', async (query, expected) => {
      const res = await f.viewer.get(`/console/api/accounts?${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((a: { account_id: string }) => a.account_id)).toEqual(expected());
      expect(res.body.data.total).toBe(expected().length);
    });

    it.each([
      ['status=banned', 'status'],
      ['warning=sleepy', 'warning'],
      ['items_per_page=101', 'items_per_page'],
      ['page=0', 'page'],
    ])('refuses ?%s naming the field %s', async (query, field) => {
      const res = await f.viewer.get(`/console/api/accounts?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('bad_request');
      expect(res.body.error.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('reads one account through /console/v1 as a key does, and explains its state in words', async () => {
      const res = await f.viewer.get(`/console/v1/accounts/${f.rappi}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual((await f.api.get(`/v1/accounts/${f.rappi}`)).body);
      const explained = await f.viewer.get(`/console/api/accounts/${f.rappi}/explanation`);
      expect(explained.status).toBe(200);
      expect(explained.body).toEqual({
        success: true, error: null,
        data: { status: expect.stringContaining('reported a problem'), status_details: null, warning: expect.stringContaining('banned') },
      });
      expect((await f.viewer.get(`/console/api/accounts/${f.uber}/explanation`)).body.data).toEqual({
        status: 'The account is connected and its data has been retrieved.', status_details: null, warning: null,
      });
      expect((await f.viewer.get(`/console/api/accounts/${f.rappi}`)).status).toBe(404);
    });

    it('tells the account’s history oldest first, with what each subscription was sent', async () => {
      const res = await f.viewer.get(`/console/api/accounts/${f.uber}/timeline`);
      expect(res.status).toBe(200);
      const [created] = res.body.data.entries;
      expect(created).toEqual({
        action: 'account.created',
        occurred_at: '2025-03-15T12:00:00.000Z',
        status: 'success',
        status_details: null,
        warning: null,
        deliveries: [{ webhook_id: expect.any(String), webhook_name: 'Loans', status: 'pending', attempts: 0, last_http_status: null, last_attempt_at: null }],
      });
    });
  });
});
