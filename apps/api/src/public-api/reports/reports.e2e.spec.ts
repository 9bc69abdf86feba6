import { createHash } from 'node:crypto';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, PDF_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { WebhookReceiver } from '../../testing/webhook-receiver';
import { detachAll, pdfParser, poppler, TODAY, WORKERS } from './report.e2e-fixture';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const WORKER = 'cliente-000123456789';

onEveryDatabase((name, postgresUrl) => {
  describe(`Income insights reports over HTTP (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let publicApi: ApiClient;
    let company: Awaited<ReturnType<ApiHarness['createCompany']>>;
    let receiver: WebhookReceiver;

    const ask = async (body: object = { external_id: WORKER }) => {
      const res = await api.post('/v1/reports', body);
      expect([res.status, res.body.error]).toEqual([202, null]);
      return res.body.data as { report_id: string; user_id: string };
    };
    const pdfOf = (id: string, client = api) => client.get(`/v1/reports/${id}/pdf`).buffer(true).parse(pdfParser);

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', PUBLIC_URL: 'https://reports.lender.example/' } });
      receiver = await WebhookReceiver.start();
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      receiver.received.length = 0;
      company = await h.createCompany('Financiera Ejemplo');
      api = apiClient(h.app, company.private_key);
      publicApi = apiClient(h.app, company.public_key);
      await h.importUsers(company.company_id, WORKERS);
    }, RESET_BUDGET_MS);
    afterAll(async () => {
      await receiver.close();
      await h.close();
    }, CLOSE_BUDGET_MS);

    it('answers 202 generating, then the worker makes it ready: insights are the stored JSON’s, the PDF is signed and carries that JSON', async () => {
      const asked = await api.post('/v1/reports', { external_id: WORKER });
      expect(asked.status).toBe(202);
      const id = asked.body.data.report_id;
      expect(asked.body.data).toEqual({
        report_id: expect.stringMatching(/^[0-9a-f-]{36}$/), environment: 'sandbox', status: 'generating', status_details: null, user_id: expect.any(String), external_id: WORKER,
        language: 'es', created_at: '2025-03-15T12:00:00.000Z', as_of: TODAY, window: { start_date: '2024-03-16', end_date: TODAY },
        currency: null, currency_note: null, data_sha256: null, pdf_sha256: null, insights: null,
      });
      const early = await pdfOf(id);
      expect([early.status, early.headers['retry-after'], JSON.parse(early.body.toString()).data.status]).toEqual([202, '1', 'generating']);

      expect(await h.runJobs()).toBe(1);
      const report = (await api.get(`/v1/reports/${id}`)).body.data;
      expect(report).toMatchObject({ status: 'ready', status_details: null, currency: 'mxn', currency_note: null });
      expect(report.insights.combined).toMatchObject({ total: 2352.9, days_worked: 4, multi_platform_days: 1, platform_shares: { didi: 0.17, uber: 0.83 } });
      expect(report.insights.platforms.map((p: { platform: string }) => p.platform)).toEqual(['didi', 'uber']);
      expect(report.insights.formal_employment).toBeNull();

      const pdf = await pdfOf(id);
      expect(pdf.status).toBe(200);
      expect(pdf.headers).toMatchObject({
        'content-type': 'application/pdf', 'content-disposition': `attachment; filename="income-report-${id}.pdf"`, etag: `"${report.pdf_sha256}"`,
      });
      expect(sha256(pdf.body)).toBe(report.pdf_sha256);
      expect((await pdfOf(id)).body.equals(pdf.body)).toBe(true);

      const signature = poppler('pdfsig', pdf.body);
      expect(signature).toContain('Signature Validation: Signature is Valid.');
      expect(signature).toContain('Total document signed');
      expect(poppler('pdfinfo', pdf.body)).toMatch(/Tagged:\s+yes/);
      const { 'insights.json': json } = detachAll(pdf.body);
      expect(sha256(json)).toBe(report.data_sha256);
      const stored = JSON.parse(json.toString('utf8'));
      expect(stored).toMatchObject({
        report_id: id, issuer_company: 'Financiera Ejemplo', created_at: '2025-03-15T12:00:00.000Z', as_of: TODAY, language: 'es', currency: 'mxn',
        sources: [
          { platform: 'uber', account_id: expect.any(String), last_connection: '2025-03-14', worked_days: 3 },
          { platform: 'didi', account_id: expect.any(String), last_connection: '2025-03-14', worked_days: 2 },
        ],
      });
      expect(stored.insights).toEqual(report.insights);
      const text = poppler('pdftotext', pdf.body).replace(/\s+/g, ' ');
      expect(text).toContain('SANDBOX — datos simulados, sin validez Financiera Ejemplo Reporte de ingresos '); // the band, the issuer's letterhead, the title
      expect(text).toContain('clie**************89');
      expect(text).not.toContain(WORKER);
      expect(text).toContain(`https://reports.lender.example/verify/${id}`);
      expect(text).toContain('2,352.90');
    }, PDF_BUDGET_MS);

    it('lists a user’s reports newest first a page at a time; another company sees none of them', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push((await ask({ external_id: WORKER, language: i === 0 ? 'en' : 'es' })).report_id);
        h.clock.advance(1_000);
      }
      const userId = (await api.get(`/v1/reports/${ids[0]}`)).body.data.user_id;
      const all = (await api.get(`/v1/users/${userId}/reports`)).body.data;
      expect(all.reports.map((r: { report_id: string }) => r.report_id)).toEqual([...ids].reverse());
      expect(all.pagination).toEqual({ page: 1, items_per_page: 100, total_items: 3, total_pages: 1 });
      const second = (await api.get(`/v1/users/${userId}/reports?items_per_page=2&page=2`)).body.data;
      expect([second.reports.map((r: { report_id: string }) => r.report_id), second.pagination.total_pages]).toEqual([[ids[0]], 2]);

      const other = apiClient(h.app, (await h.createCompany('Other')).private_key);
      for (const path of [`/v1/reports/${ids[0]}`, `/v1/reports/${ids[0]}/pdf`]) {
        expect((await other.get(path)).body.error).toMatchObject({ code: 'not_found_error' });
      }
      expect((await other.delete(`/v1/reports/${ids[0]}`)).status).toBe(404);
      expect((await other.get(`/v1/users/${userId}/reports`)).body.error.code).toBe('USER_NOT_FOUND');
      expect((await api.get('/v1/reports/not-a-uuid')).status).toBe(404);
    });

    it('checks the body as the aggregated read does, word for word, and needs a private key', async () => {
      const bodies = [
        { external_id: WORKER, start_date: '2025-02-30', end_date: '2025-03-01' },
        { external_id: WORKER, start_date: '2025-03-02', end_date: '2025-03-01' },
        { external_id: WORKER, start_date: '2000-01-01', end_date: '2025-03-01' },
        { user_id: '42', start_date: '2025-01-01', end_date: '2025-01-31' },
        { start_date: '2025-01-01', end_date: '31/01/2025' },
        { external_id: 'nobody', start_date: '2025-01-01', end_date: '2025-01-31' },
        { external_id: WORKER, start_date: 20250101, end_date: '2025-01-31' },
      ];
      for (const body of bodies) {
        const [report, aggregated] = [await api.post('/v1/reports', body), await api.post('/v1/users/earnings/aggregated', body)];
        expect([body, report.status, report.body]).toEqual([body, aggregated.status, aggregated.body]);
      }
      expect((await api.post('/v1/reports', { external_id: WORKER, language: 'fr' })).body.error).toMatchObject({ code: 'bad_request', errors: [{ field: 'language' }] });
      expect((await api.post('/v1/reports', { external_id: WORKER, end_date: '2025-13-01' })).body.error.errors).toEqual([
        { field: 'end_date', message: 'end_date must be a real calendar date written YYYY-MM-DD' },
      ]);
      const id = (await ask()).report_id;
      for (const call of [publicApi.post('/v1/reports', { external_id: WORKER }), publicApi.get(`/v1/reports/${id}`), publicApi.get(`/v1/reports/${id}/pdf`), publicApi.delete(`/v1/reports/${id}`)]) {
        expect((await call).status).toBe(403);
      }
    });

    it('refuses the 21st report of a user’s UTC day with 429 and retry-after until midnight', async () => {
      for (let i = 0; i < 20; i++) await ask();
      const refused = await api.post('/v1/reports', { external_id: WORKER });
      expect([refused.status, refused.body.error.code, refused.headers['retry-after']]).toEqual([429, 'too_many_requests', String(12 * 3600)]);
      h.clock.advance(12 * 3600_000);
      await ask();
    });

    it('keeps the JSON of the sandbox user whose PDF fails: status failed, the PDF 503 unable_to_generate_insights_pdf', async () => {
      const id = (await ask({ external_id: 'sandbox-insights-pdf-fails', language: 'en' })).report_id;
      await h.runJobs();
      const report = (await api.get(`/v1/reports/${id}`)).body.data;
      expect(report).toMatchObject({ status: 'failed', status_details: 'unable_to_generate_insights_pdf', pdf_sha256: null, data_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(report.insights.combined.total).toBe(250);
      const pdf = await pdfOf(id);
      expect([pdf.status, JSON.parse(pdf.body.toString()).error.code]).toEqual([503, 'unable_to_generate_insights_pdf']);
    }, PDF_BUDGET_MS);

    it('deletes a report (gone from every read), and deletes every report of a deleted user', async () => {
      const [first, second] = [(await ask()).report_id, (await ask()).report_id];
      await h.runJobs();
      expect((await api.delete(`/v1/reports/${first}`)).body).toEqual({ success: true, error: null, data: { report_id: first, deleted: true } });
      for (const path of [`/v1/reports/${first}`, `/v1/reports/${first}/pdf`]) expect((await api.get(path)).status).toBe(404);
      expect((await api.delete(`/v1/reports/${first}`)).status).toBe(404);
      const userId = (await api.get(`/v1/reports/${second}`)).body.data.user_id;
      expect((await api.delete(`/v1/users/${userId}`)).status).toBe(200);
      expect((await api.get(`/v1/reports/${second}`)).status).toBe(404);
      expect(await h.database.repositories.reports.verify(second)).toMatchObject({ validity: 'revoked' });
    }, PDF_BUDGET_MS);

    it('announces report.ready and report.failed to a subscription, once each, even when a worker dies holding the job', async () => {
      const hook = (await api.post('/v1/webhooks', { url: receiver.url, name: 'reports', events: ['report.ready', 'report.failed'] })).body.data;
      const ready = await ask();
      const failed = await ask({ external_id: 'sandbox-insights-pdf-fails' });
      // A worker claims the first job and dies: its lease runs out and another worker takes the job over.
      expect(await h.database.repositories.jobs.claim('crashed-worker', h.clock.now(), 60_000)).toMatchObject({ kind: 'generate_report', subjectId: ready.report_id });
      expect(await h.runJobs()).toBe(1);
      h.clock.advance(61_000);
      expect(await h.runJobs()).toBe(1);
      const before = (await api.get(`/v1/reports/${ready.report_id}`)).body.data;
      // The same job again, as if the first worker had written the outcome and died before removing its job.
      await h.database.repositories.jobs.enqueue('generate_report', ready.report_id, h.clock.now());
      expect(await h.runJobs()).toBe(1);
      expect((await api.get(`/v1/reports/${ready.report_id}`)).body.data).toEqual(before);
      await h.runWebhooks();
      const deliveries = await receiver.waitFor(2);
      expect(deliveries.map((d) => d.data.webhook_id)).toEqual([hook.webhook_id, hook.webhook_id]);
      expect(deliveries.map((d) => d.data)).toEqual(expect.arrayContaining([
        expect.objectContaining({ webhook_action: 'report.ready', report_id: ready.report_id, user_id: ready.user_id, external_id: WORKER, status_details: null }),
        expect.objectContaining({ webhook_action: 'report.failed', report_id: failed.report_id, external_id: 'sandbox-insights-pdf-fails', status_details: 'unable_to_generate_insights_pdf' }),
      ]));
      expect(receiver.received).toHaveLength(2);
      expect((await api.get(`/v1/users/${ready.user_id}/reports`)).body.data.pagination.total_items).toBe(1);
    }, PDF_BUDGET_MS);
  });
});
