import { apiClient } from '../../testing/api-client';
import { harnessSetup } from '../../testing/e2e-setup';

describe('Secrets', () => {
  const e2e = harnessSetup();

  it('never stores a password or one-time code, and keeps the platform session encrypted', async () => {
    await e2e.h.reset();
    const api = apiClient(e2e.h.app, (await e2e.h.createCompany()).private_key);
    const userId = await api.createUser();
    const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'cabify', country: 'mx', user_id: userId }).expect(201);
    expect(created.body.data.next_step).toBe('password');
    await api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { password: 'Sup3r-Secret-Pa55word' }).expect(200);
    const [row] = await e2e.h.database.dataSource.query('SELECT session_sealed FROM accounts WHERE id = $1', [created.body.data.account_id]);
    expect(row.session_sealed).toMatch(/^v1\./);
    expect(row.session_sealed).not.toContain('sandbox');
    const dump = JSON.stringify(await e2e.h.database.dataSource.query(
      `SELECT (SELECT json_agg(a) FROM accounts a) AS a, (SELECT json_agg(l) FROM login_limits l) AS l, (SELECT json_agg(j) FROM jobs j) AS j`));
    expect(dump).not.toContain('Sup3r-Secret-Pa55word');
  });
});
