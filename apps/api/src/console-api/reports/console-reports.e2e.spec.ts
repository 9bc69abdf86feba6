import { RESET_BUDGET_MS } from '@gig/testing';
import request, { Response } from 'supertest';
import { apiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { e2eSetup } from '../../testing/e2e-setup';

const day = (earning_date: string, amount: number) => ({ earning_date, amount, currency: 'mxn', count_trips: 3 });
const worker = (external_id: string) => ({
  external_id,
  accounts: [{ platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-14',
    earnings: [day('2025-02-03', 410.5), day('2025-02-10', 380), day('2025-03-01', 512.25), day('2025-03-10', 99.9)] }],
});

/** The body as bytes, whatever its type (a PDF here). */
const bytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

onEveryDatabase((name, postgresUrl) => {
  describe(`Console reports through /v1 (${name})`, () => {
    let admin: ConsoleClient;
    let viewer: ConsoleClient;
    let userId: string;
    let theirUser: string;
    let theirReport: string;

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      userId = (await e2e.h.importUsers(e2e.company.company_id, { users: [worker('loan-001')] })).users[0].user_id;
      const other = await e2e.h.createCompany('Other Lending');
      theirUser = (await e2e.h.importUsers(other.company_id, { users: [worker('loan-001')] })).users[0].user_id;
      theirReport = (await apiClient(e2e.h.app, other.private_key).post('/v1/reports', { user_id: theirUser })).body.data.report_id;
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
    }, RESET_BUDGET_MS);

    const generate = async (client: ConsoleClient = admin, body: object = { language: 'en' }) => client.post('/console/v1/reports', { user_id: userId, ...body });

    it('generates a report for an admin (202, generating), then answers it, its list and its PDF through /v1, exactly as a key gets them', async () => {
      const asked = await generate();
      expect(asked.status).toBe(202);
      expect(asked.body.data).toMatchObject({ status: 'generating', user_id: userId, external_id: 'loan-001', language: 'en', insights: null });
      const id = asked.body.data.report_id as string;
      expect(asked.body.data).toEqual((await e2e.api.get(`/v1/reports/${id}`)).body.data);
      await e2e.h.runJobs();

      const one = await viewer.get(`/console/v1/reports/${id}`);
      expect(one.status).toBe(200);
      expect(one.body.data.status).toBe('ready');
      expect(one.body.data.insights.combined.total).toBe(1402.65);
      expect(one.body.data).toEqual((await e2e.api.get(`/v1/reports/${id}`)).body.data);

      const list = await viewer.get(`/console/v1/users/${userId}/reports`);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual((await e2e.api.get(`/v1/users/${userId}/reports`)).body.data);
      expect(list.body.data).toMatchObject({ user_id: userId, pagination: { total_items: 1, page: 1 }, reports: [one.body.data] });

      const pdf = await bytes(viewer.get(`/console/v1/reports/${id}/pdf`));
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="income-report-${id}.pdf"`);
      const publicPdf = await bytes(e2e.api.get(`/v1/reports/${id}/pdf`));
      expect(Buffer.compare(pdf.body as Buffer, publicPdf.body as Buffer)).toBe(0);
    });

    it('answers a report still generating with 202 on its PDF, and the catalogue error of a failed one', async () => {
      const id = (await generate()).body.data.report_id as string;
      const early = await viewer.get(`/console/v1/reports/${id}/pdf`);
      expect(early.status).toBe(202);
      expect(early.headers['retry-after']).toBe('1');
      expect(early.body.data).toMatchObject({ report_id: id, status: 'generating' });

      const failing = await e2e.api.post('/v1/users', { external_id: 'sandbox-insights-pdf-fails' });
      const failed = (await admin.post('/console/v1/reports', { user_id: failing.body.data.user_id })).body.data.report_id as string;
      await e2e.h.runJobs();
      expect((await viewer.get(`/console/v1/reports/${failed}`)).body.data).toMatchObject({ status: 'failed', status_details: 'unable_to_generate_insights_pdf' });
      const pdf = await viewer.get(`/console/v1/reports/${failed}/pdf`);
      expect([pdf.status, pdf.body.error.code]).toEqual([503, 'unable_to_generate_insights_pdf']);
    });

    it('lets only admins generate (a viewer gets 403), and needs the CSRF token', async () => {
      const refused = await generate(viewer);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden_error');
      const noCsrf = await admin.postWithoutCsrf('/console/v1/reports', { user_id: userId });
      expect([noCsrf.status, noCsrf.body.error.code]).toEqual([403, 'forbidden_error']);
      expect((await viewer.get(`/console/v1/users/${userId}/reports`)).body.data.pagination.total_items).toBe(0);
    });

    it("keeps another company's users and reports as absent as missing ones (404)", async () => {
      const codes = (res: Response) => [res.status, res.body.error?.code];
      expect(codes(await viewer.get(`/console/v1/reports/${theirReport}`))).toEqual([404, 'not_found_error']);
      expect(codes(await viewer.get(`/console/v1/reports/${theirReport}/pdf`))).toEqual([404, 'not_found_error']);
      expect((await viewer.get(`/console/v1/users/${theirUser}/reports`)).status).toBe(404);
      expect((await generate(admin, {})).status).toBe(202);
      expect((await admin.post('/console/v1/reports', { user_id: theirUser })).status).toBe(404);
    });

    it('checks the window and language as POST /v1/reports does', async () => {
      const bad = await generate(admin, { start_date: '2025-02-30', language: 'fr' });
      expect(bad.status).toBe(422);
      expect(bad.body.error.code).toBe('bad_request');
      const fields = (bad.body.error.errors as { field: string }[]).map((e) => e.field).sort();
      expect(fields).toEqual(expect.arrayContaining(['language', 'start_date']));
    });

    it('answers 401 without a session, and has no console copy left', async () => {
      const res = await request(e2e.h.app.getHttpServer()).get(`/console/v1/users/${userId}/reports`);
      expect([res.status, res.body.error.code]).toEqual([401, 'missing_api_key']);
      const id = (await generate()).body.data.report_id as string;
      for (const path of [`/console/api/users/${userId}/reports`, `/console/api/reports/${id}`, `/console/api/reports/${id}/pdf`]) expect((await viewer.get(path)).status).toBe(404);
      expect((await admin.post(`/console/api/users/${userId}/reports`, {})).status).toBe(404);
    });
  });
});
