import { PDF_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import request from 'supertest';
import { ApiClient, apiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { e2eSetup } from '../../testing/e2e-setup';

const day = (earning_date: string, amount: number) => ({ earning_date, amount, currency: 'mxn', count_trips: 3 });
const worker = (external_id: string) => ({
  external_id,
  accounts: [{ platform: 'uber', country: 'mx', identifier: `${external_id}@example.com`, last_successful_connection: '2025-03-14',
    earnings: [day('2025-02-03', 410.5), day('2025-03-01', 512.25)] }],
});

onEveryDatabase((name, postgresUrl) => {
  describe(`Workers’ requests in the console (${name})`, () => {
    let admin: ConsoleClient;
    let viewer: ConsoleClient;
    let userIds: string[];

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      userIds = (await e2e.h.importUsers(e2e.company.company_id, { users: [worker('loan-001'), worker('loan-002')] })).users.map((u) => u.user_id);
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
    }, RESET_BUDGET_MS);

    /** The worker asks through the widget's route, with a connect token of the company's. */
    async function ask(api: ApiClient, userId: string, type: 'deletion' | 'objection'): Promise<string> {
      const widgetId = (await api.post('/v1/widgets', { name: 'Loans', allowed_origins: ['https://app.lender.example'], platforms: ['uber'], countries: ['mx'] })).body.data.widget_id;
      const token = (await api.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }).expect(201)).body.data.connect_token as string;
      const asked = await request(e2e.h.app.getHttpServer()).post('/v1/connect/worker-requests').set('Authorization', `Bearer ${token}`).send({ type });
      expect(asked.status).toBe(201);
      return asked.body.data.request_id as string;
    }

    const overviewCounts = async (member: ConsoleClient) => {
      const { worker_requests_pending, worker_requests_overdue } = (await member.get('/console/api/overview').expect(200)).body.data;
      return { pending: worker_requests_pending, overdue: worker_requests_overdue };
    };

    it('lists requests through /console/v1 with business days left, turns them overdue after the due day, and the overview counts them', async () => {
      // The harness's clock: Saturday 2025-03-15 in Mexico City, so both are due Friday 2025-04-11, 20 business days later.
      const deletion = await ask(e2e.api, userIds[0], 'deletion');
      const objection = await ask(e2e.api, userIds[1], 'objection');
      const other = await e2e.h.createCompany('Other Lending');
      const theirs = (await e2e.h.importUsers(other.company_id, { users: [worker('loan-001')] })).users[0].user_id;
      await ask(apiClient(e2e.h.app, other.private_key), theirs, 'deletion');

      const listed = (await viewer.get('/console/v1/worker-requests').expect(200)).body.data.requests;
      expect(listed.map((r: { request_id: string; due_on: string; business_days_left: number; overdue: boolean }) => [r.request_id, r.due_on, r.business_days_left, r.overdue]))
        .toEqual(expect.arrayContaining([[deletion, '2025-04-11', 20, false], [objection, '2025-04-11', 20, false]]));
      expect(listed).toHaveLength(2);
      expect(await overviewCounts(viewer)).toEqual({ pending: 2, overdue: 0 });

      e2e.h.clock.set('2025-04-14T18:00:00.000Z'); // Monday after the due Friday
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      const late = (await admin.get('/console/v1/worker-requests?status=pending').expect(200)).body.data.requests;
      expect(late.map((r: { business_days_left: number; overdue: boolean }) => [r.business_days_left, r.overdue])).toEqual([[-1, true], [-1, true]]);
      expect(await overviewCounts(admin)).toEqual({ pending: 2, overdue: 2 });

      const done = await admin.post(`/console/v1/worker-requests/${objection}/complete`);
      expect([done.status, done.body.data.status, done.body.data.business_days_left, done.body.data.overdue]).toEqual([200, 'completed', null, false]);
      expect(await overviewCounts(admin)).toEqual({ pending: 1, overdue: 1 });
    });

    it('lets a viewer read the requests but not complete or decline them; an admin declines with a reason', async () => {
      const deletion = await ask(e2e.api, userIds[0], 'deletion');
      expect((await viewer.get('/console/v1/worker-requests').expect(200)).body.data.requests).toHaveLength(1);
      for (const refused of [await viewer.post(`/console/v1/worker-requests/${deletion}/complete`), await viewer.post(`/console/v1/worker-requests/${deletion}/decline`, { reason: 'No' })]) {
        expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden_error']);
      }
      const declined = await admin.post(`/console/v1/worker-requests/${deletion}/decline`, { reason: 'Conservamos el expediente 10 años' });
      expect([declined.status, declined.body.data.status, declined.body.data.decline_reason]).toEqual([200, 'declined', 'Conservamos el expediente 10 años']);
      expect((await e2e.api.get(`/v1/users/${userIds[0]}`)).status).toBe(200);
    });

    it('leaves a user blocked by a pending deletion out of the console’s directories and timeline, and their reports and documents out of /v1, until declined', async () => {
      const [blocked, neighbour] = userIds;
      const accountId = (await e2e.api.get(`/v1/users/${blocked}/accounts`).expect(200)).body.data.accounts[0].account_id as string;
      const reportId = (await e2e.api.post('/v1/reports', { user_id: blocked }).expect(202)).body.data.report_id as string;
      await e2e.h.runJobs();
      const pdf = await e2e.api.get('/v1/sandbox/documents/genuine').buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const uploaded = await request(e2e.h.app.getHttpServer()).post(`/v1/documents?user_id=${blocked}&type=imss_constancia`)
        .set('X-Api-Key', e2e.company.private_key).set('Content-Type', 'application/pdf').send(pdf.body as Buffer);
      expect(uploaded.status).toBe(201);
      const documentId = uploaded.body.data.document_id as string;

      const reads = async () => ({
        users: (await viewer.get('/console/api/users').expect(200)).body.data.items.map((u: { user_id: string }) => u.user_id).sort(),
        search: (await viewer.get('/console/api/users?query=loan-001').expect(200)).body.data.items.length,
        accounts: (await viewer.get('/console/api/accounts').expect(200)).body.data.items.map((a: { external_id: string }) => a.external_id).sort(),
        statuses: Object.fromEntries(await Promise.all([
          `/console/v1/users/${blocked}`, `/console/api/accounts/${accountId}/explanation`, `/console/api/accounts/${accountId}/timeline`,
          `/console/v1/reports/${reportId}`, `/console/v1/reports/${reportId}/pdf`, `/console/v1/documents/${documentId}`, `/console/v1/documents/${documentId}/file`,
        ].map(async (path) => [path.replace(/[0-9a-f-]{36}/g, ':id'), (await viewer.get(path)).status]))),
        publicReport: (await e2e.api.get(`/v1/reports/${reportId}`)).status,
        publicDocument: (await e2e.api.get(`/v1/documents/${documentId}`)).status,
      });
      const before = await reads();
      expect(before).toEqual({
        users: [blocked, neighbour].sort(), search: 1, accounts: ['loan-001', 'loan-001', 'loan-002'], // the constancia added an account
        statuses: {
          '/console/v1/users/:id': 200, '/console/api/accounts/:id/explanation': 200, '/console/api/accounts/:id/timeline': 200,
          '/console/v1/reports/:id': 200, '/console/v1/reports/:id/pdf': 200, '/console/v1/documents/:id': 200, '/console/v1/documents/:id/file': 200,
        },
        publicReport: 200, publicDocument: 200,
      });

      const deletion = await ask(e2e.api, blocked, 'deletion');
      expect(await reads()).toEqual({
        users: [neighbour], search: 0, accounts: ['loan-002'],
        statuses: Object.fromEntries(Object.keys(before.statuses).map((path) => [path, 404])),
        publicReport: 404, publicDocument: 404,
      });

      await admin.post(`/console/v1/worker-requests/${deletion}/decline`, { reason: 'Conservamos el expediente 10 años' }).expect(200);
      expect(await reads()).toEqual(before);
    }, PDF_BUDGET_MS); // renders a report
  });
});
