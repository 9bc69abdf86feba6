import request from 'supertest';
import { LARGE_COPY_EARNING_DAYS } from '@gig/domain';
import { onEveryDatabase } from '../../testing/api-harness';
import { FLOW_BUDGET_MS } from '@gig/testing';
import { dispatcherE2eSetup } from '../../testing/dispatcher-e2e-setup';

const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`Workers’ deletion and objection requests (${name})`, () => {
    const e2e = dispatcherE2eSetup(postgresUrl);

    async function connectedWorker(externalId = 'worker-1') {
      const userId = await e2e.api.createUser(externalId);
      const accountId = (await e2e.api.post('/v1/accounts', { user_id: userId, platform: 'uber', country: 'mx', identifier: `${externalId}@example.com` }).expect(201)).body.data.account_id as string;
      await e2e.api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
      await e2e.h.runJobs();
      const widgetId = (await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN], platforms: ['uber'], countries: ['mx'] })).body.data.widget_id;
      const token = (await e2e.api.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }).expect(201)).body.data.connect_token as string;
      const server = () => request(e2e.h.app.getHttpServer());
      return {
        userId, accountId,
        post: (path: string, body: object = {}) => server().post(path).set('Authorization', `Bearer ${token}`).send(body),
        get: (path: string) => server().get(path).set('Authorization', `Bearer ${token}`),
      };
    }

    it('a deletion request blocks the user’s data at once, tells the company, and completing it deletes the user', async () => {
      await e2e.api.post('/v1/webhooks', { url: e2e.receiver.url, name: 'Rights', events: ['worker_request.created', 'user.deleted'] }).expect(201);
      const w = await connectedWorker();
      const other = await connectedWorker('worker-2');
      const asked = await w.post('/v1/connect/worker-requests', { type: 'deletion', message: 'Ya no quiero el crédito' });
      expect([asked.status, asked.body.data]).toEqual([201, expect.objectContaining({ type: 'deletion', status: 'pending', user_id: w.userId, external_id: 'worker-1', message: 'Ya no quiero el crédito' })]);
      const requestId = asked.body.data.request_id as string;
      expect(asked.body.data.due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const [event] = await e2e.receiver.waitFor(1);
      expect(event.data).toMatchObject({ webhook_action: 'worker_request.created', request_id: requestId, type: 'deletion', user_id: w.userId, external_id: 'worker-1', due_on: asked.body.data.due_on });

      for (const path of [`/v1/users/${w.userId}`, `/v1/users/${w.userId}/accounts`, '/v1/users?external_id=worker-1', `/v1/accounts/${w.accountId}`, `/v1/accounts/${w.accountId}/profile`]) {
        const read = await e2e.api.get(path);
        expect([path, read.status]).toEqual([path, 404]);
      }
      const aggregated = await e2e.api.post('/v1/users/earnings/aggregated', { user_id: w.userId, start_date: '2025-01-01', end_date: '2025-01-31' });
      expect(aggregated.status).toBe(404);
      const report = await e2e.api.post('/v1/reports', { user_id: w.userId });
      expect(report.status).toBe(404);
      expect((await e2e.api.get(`/v1/users/${other.userId}`)).status).toBe(200);

      const session = await w.get('/v1/connect/session');
      expect([session.status, session.body.data.accounts.length]).toEqual([200, 1]);
      expect((await w.get('/v1/connect/worker-requests')).body.data.requests).toEqual([asked.body.data]);
      const listed = (await e2e.api.get('/v1/worker-requests?status=pending').expect(200)).body.data.requests;
      expect(listed.map((r: { request_id: string }) => r.request_id)).toEqual([requestId]);

      const done = await e2e.api.post(`/v1/worker-requests/${requestId}/complete`);
      expect([done.status, done.body.data.status, done.body.data.user_id]).toEqual([200, 'completed', null]);
      await e2e.receiver.waitFor(2);
      expect(e2e.receiver.actions()).toEqual(['worker_request.created', 'user.deleted']);
      const twice = await e2e.api.post(`/v1/worker-requests/${requestId}/complete`);
      expect([twice.status, twice.body.error.code]).toEqual([422, 'bad_request']);
      expect((await e2e.api.get('/v1/worker-requests?status=completed')).body.data.requests).toEqual([done.body.data]);
      expect(((await e2e.h.database.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [w.userId])) as { n: number }[])[0].n).toBe(0);
    }, FLOW_BUDGET_MS);

    it('a declined deletion unblocks the user, and the worker sees the reason', async () => {
      const w = await connectedWorker();
      const requestId = (await w.post('/v1/connect/worker-requests', { type: 'deletion' }).expect(201)).body.data.request_id;
      expect((await e2e.api.get(`/v1/accounts/${w.accountId}`)).status).toBe(404);
      const refused = await e2e.api.post(`/v1/worker-requests/${requestId}/decline`, {});
      expect([refused.status, refused.body.error.errors?.[0]?.field]).toEqual([422, 'reason']);
      const declined = await e2e.api.post(`/v1/worker-requests/${requestId}/decline`, { reason: 'Conservamos el expediente 10 años' });
      expect([declined.status, declined.body.data.status]).toEqual([200, 'declined']);
      expect((await e2e.api.get(`/v1/accounts/${w.accountId}`)).body.data.status).toBe('success');
      expect((await w.get('/v1/connect/worker-requests')).body.data.requests[0]).toMatchObject({ status: 'declined', decline_reason: 'Conservamos el expediente 10 años' });
      await e2e.api.post(`/v1/accounts/${w.accountId}/disconnect`).expect(200);
      const evidence = (await e2e.h.database.dataSource.query(
        `SELECT action, by, subject_id::text AS subject_id, ip_address FROM consent_history WHERE user_id = $1 ORDER BY at, action`, [w.userId],
      )) as { action: string; by: string; subject_id: string; ip_address: string }[];
      expect(evidence.map(({ action, by, subject_id }) => [action, by, subject_id])).toEqual([
        ['decline', 'company', requestId], ['disconnect', 'company', w.accountId], ['request', 'worker', requestId], // one instant: by action
      ]);
      for (const { ip_address } of evidence) expect(ip_address).toMatch(/127\.0\.0\.1|::1/);
    }, FLOW_BUDGET_MS);

    it('the worker downloads a copy holding their earnings, at most 3 in 24 hours, each kept in the consent history', async () => {
      const w = await connectedWorker();
      const copy = await w.get('/v1/connect/worker-requests/copy');
      expect(copy.status).toBe(200);
      const data = copy.body.data;
      expect(data.user).toMatchObject({ user_id: w.userId, external_id: 'worker-1' });
      expect(data.accounts).toHaveLength(1);
      expect(data.accounts[0]).toMatchObject({ account_id: w.accountId, status: 'success' });
      expect(data.accounts[0].earnings.length).toBeGreaterThan(0);
      expect(data.accounts[0].earnings[0]).toEqual({ earning_date: expect.any(String), amount: expect.any(Number), currency: expect.any(String), count_trips: expect.anything() });
      expect(data.consent_history).toEqual([expect.objectContaining({ action: 'copy', by: 'worker', subject_id: null })]);
      expect((await w.get('/v1/connect/worker-requests/copy')).status).toBe(200);
      expect((await w.get('/v1/connect/worker-requests/copy')).status).toBe(200);
      const fourth = await w.get('/v1/connect/worker-requests/copy');
      expect([fourth.status, fourth.body.error.code]).toEqual([429, 'too_many_requests']);
      const byKey = await e2e.api.get('/v1/connect/worker-requests/copy');
      expect([byKey.status, byKey.body.error.code]).toEqual([403, 'forbidden_error']);
    }, FLOW_BUDGET_MS);

    it('a copy above LARGE_COPY_EARNING_DAYS answers 202, is prepared by a job, then reads 200 with every day, for its worker only', async () => {
      const w = await connectedWorker();
      const other = await connectedWorker('worker-2');
      const seeded = Array.from({ length: LARGE_COPY_EARNING_DAYS + 1 }, (_, i) => ({
        accountId: w.accountId, earningDate: new Date(Date.UTC(2012, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
        amountCents: 10_000 + i, currency: 'mxn' as const, countTrips: 1,
      }));
      await e2e.h.database.repositories.earnings.upsert(seeded);

      const asked = await w.get('/v1/connect/worker-requests/copy');
      expect([asked.status, asked.body.data]).toEqual([202, { copy_id: expect.any(String), status: 'pending' }]);
      const path = `/v1/connect/worker-requests/copy/${asked.body.data.copy_id}`;
      const waiting = await w.get(path);
      expect([waiting.status, waiting.headers['retry-after'], waiting.body.data.status]).toEqual([202, '2', 'pending']);
      const theirs = await other.get(path);
      expect([theirs.status, theirs.body.error.code]).toEqual([404, 'not_found_error']);

      await e2e.h.runJobs();
      const ready = await w.get(path);
      expect(ready.status).toBe(200);
      expect(ready.body.data.user).toMatchObject({ user_id: w.userId, external_id: 'worker-1' });
      const earnings = ready.body.data.accounts[0].earnings as { earning_date: string; amount: number }[];
      expect(earnings.length).toBeGreaterThan(LARGE_COPY_EARNING_DAYS);
      expect(earnings.find((e) => e.earning_date === '2012-01-02')).toMatchObject({ amount: 100.01 });
      expect(ready.body.data.consent_history).toEqual([expect.objectContaining({ action: 'copy', by: 'worker', subject_id: asked.body.data.copy_id })]);
      expect((await other.get(path)).status).toBe(404);

      expect((await w.get('/v1/connect/worker-requests/copy')).status).toBe(202);
      expect((await w.get('/v1/connect/worker-requests/copy')).status).toBe(202);
      const fourth = await w.get('/v1/connect/worker-requests/copy');
      expect([fourth.status, fourth.body.error.code]).toEqual([429, 'too_many_requests']);
      expect((await w.get('/v1/connect/worker-requests/copy/not-a-copy')).status).toBe(404);
    });

    it('an objection blocks nothing; a public key alone may not ask; a bad type or status is refused', async () => {
      const w = await connectedWorker();
      expect((await w.post('/v1/connect/worker-requests', { type: 'objection' })).status).toBe(201);
      expect((await e2e.api.get(`/v1/users/${w.userId}`)).status).toBe(200);
      const bad = await w.post('/v1/connect/worker-requests', { type: 'erase' });
      expect([bad.status, bad.body.error.errors?.[0]?.field]).toEqual([422, 'type']);
      const byKey = await e2e.api.post('/v1/connect/worker-requests', { type: 'deletion' });
      expect([byKey.status, byKey.body.error.code]).toEqual([403, 'forbidden_error']);
      expect((await e2e.api.get('/v1/worker-requests?status=open')).status).toBe(422);
    }, FLOW_BUDGET_MS);
  });
});
