import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { apiClient } from '../testing/api-client';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

describe('Secrets', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness();
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('never stores a password or one-time code, and keeps the platform session encrypted', async () => {
    await h.reset();
    const api = apiClient(h.app, (await h.createCompany()).private_key);
    const userId = await api.createUser();
    const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'cabify', country: 'mx', user_id: userId }).expect(201);
    expect(created.body.data.next_step).toBe('password');
    await api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { password: 'Sup3r-Secret-Pa55word' }).expect(200);
    const [row] = await h.database.dataSource.query('SELECT session_sealed FROM accounts WHERE id = $1', [created.body.data.account_id]);
    expect(row.session_sealed).toMatch(/^v1\./);
    expect(row.session_sealed).not.toContain('sandbox');
    const dump = JSON.stringify(await h.database.dataSource.query(
      `SELECT (SELECT json_agg(a) FROM accounts a) AS a, (SELECT json_agg(l) FROM login_limits l) AS l, (SELECT json_agg(j) FROM jobs j) AS j`));
    expect(dump).not.toContain('Sup3r-Secret-Pa55word');
  });
});
