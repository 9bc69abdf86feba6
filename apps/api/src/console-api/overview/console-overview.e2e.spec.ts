import request from 'supertest';
import { onEveryDatabase } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const account = (platform: string, identifier: string, last: string | null = '2025-03-14') =>
  ({ platform, country: platform === 'rappi' ? 'co' : 'mx', identifier, last_successful_connection: last });

const DOCUMENT = {
  users: [
    { external_id: 'worker-1', accounts: [account('uber', 'ana@example.com'), account('didi', '+525511111111', null)] },
    { external_id: 'worker-2', accounts: [account('rappi', 'luis@example.com'), account('uber', 'luis@example.com')] },
    { external_id: 'worker-3', accounts: [account('didi', '+525522222222', null)] },
    { external_id: 'worker-4', accounts: [] },
  ],
};

type AccountJson = { status: string; warning: string | null };

const countBy = (accounts: AccountJson[], key: 'status' | 'warning') =>
  accounts.reduce<Record<string, number>>((counts, a) => (a[key] === null ? counts : { ...counts, [a[key] as string]: (counts[a[key] as string] ?? 0) + 1 }), {});

onEveryDatabase((name, postgresUrl) => {
  describe(`Console overview (${name})`, () => {
    let viewer: ConsoleClient;
    let userIds: string[];

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      e2e.h.clock.set('2025-03-13T12:00:00.000Z');
      const older = await e2e.h.importUsers(e2e.company.company_id, { users: [DOCUMENT.users[0]] });
      e2e.h.clock.reset();
      const imported = await e2e.h.importUsers(e2e.company.company_id, { users: DOCUMENT.users.slice(1) });
      userIds = [...older.users, ...imported.users].map((u) => u.user_id);
      const [rappi, luisUber] = imported.users[0].accounts.map((a) => a.account_id);
      await e2e.h.database.dataSource.query(`UPDATE accounts SET warning = 'banned' WHERE id = $1`, [rappi]);
      await e2e.h.database.dataSource.query(`UPDATE accounts SET status = 'requires_auth', warning = 'needs_auth' WHERE id = $1`, [luisUber]);
      const other = await e2e.h.createCompany('Other Lending');
      await e2e.h.importUsers(other.company_id, DOCUMENT);
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
    }, RESET_BUDGET_MS);

    it('counts exactly what the public API’s reads of the same accounts show', async () => {
      const publicAccounts: AccountJson[] = [];
      for (const userId of userIds) publicAccounts.push(...(await e2e.api.get(`/v1/users/${userId}/accounts`)).body.data.accounts);
      const res = await viewer.get('/console/api/overview');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({
        total_accounts: publicAccounts.length,
        accounts_by_status: countBy(publicAccounts, 'status'),
        accounts_by_warning: countBy(publicAccounts, 'warning'),
      });
      expect(res.body.data.total_accounts).toBe(5);
    });

    it('gives 30 days of connections ending today (UTC), zeros included', async () => {
      const days = (await viewer.get('/console/api/overview')).body.data.connections_per_day;
      expect(days).toHaveLength(30);
      expect(days[0].date).toBe('2025-02-14');
      expect(days[29]).toEqual({ date: '2025-03-15', created: 3, connected: 2 });
      expect(days[27]).toEqual({ date: '2025-03-13', created: 2, connected: 1 });
      expect(days.filter((d: { created: number }) => d.created > 0)).toHaveLength(2);
    });

    it('lists the subscriptions that are failing or paused, as the public webhook json', async () => {
      const paused = (await e2e.api.post('/v1/webhooks', { url: 'https://hooks.lender.example/a', name: 'Paused' })).body.data.webhook_id;
      await e2e.api.post('/v1/webhooks', { url: 'https://hooks.lender.example/b', name: 'Fine' });
      await e2e.api.put(`/v1/webhooks/${paused}`, { is_active: false });
      const failing = (await viewer.get('/console/api/overview')).body.data.failing_webhooks;
      expect(failing).toEqual([(await e2e.api.get(`/v1/webhooks/${paused}`)).body.data]);
    });

    it('counts the documents judged high risk in the last 30 days, and not after them', async () => {
      const sample = async (name: string) => (await e2e.api.get(`/v1/sandbox/documents/${name}`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })).body as Buffer;
      const upload = async (pdf: Buffer) => (await request(e2e.h.app.getHttpServer()).post(`/v1/documents?user_id=${userIds[0]}&type=imss_constancia`)
        .set('X-Api-Key', e2e.company.private_key).set('Content-Type', 'application/pdf').send(pdf)).body.data.risk.level;
      expect((await viewer.get('/console/api/overview')).body.data.high_risk_documents_30d).toBe(0);
      const levels = [await upload(await sample('edited_after_issue')), await upload(await sample('genuine'))];
      expect([levels[0], levels[1] === 'high']).toEqual(['high', false]);
      expect((await viewer.get('/console/api/overview')).body.data.high_risk_documents_30d).toBe(1);
      e2e.h.clock.advance(31 * 86_400_000);
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
      expect((await viewer.get('/console/api/overview')).body.data.high_risk_documents_30d).toBe(0);
    });

    it('answers 401 without a session', async () => {
      const res = await request(e2e.h.app.getHttpServer()).get('/console/api/overview');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, data: null, error: expect.objectContaining({ code: 'unauthorized_error' }) });
    });
  });
});
