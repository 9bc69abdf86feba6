import { createHash } from 'node:crypto';
import request from 'supertest';
import { renderConstanciaPdf, withIncrementalUpdate } from '@gig/pdf-document/testing';
import { aConstanciaSample, CLOSE_BUDGET_MS, constanciaPages, OPEN_BUDGET_MS, PDF_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { WebhookReceiver } from '../../testing/webhook-receiver';

const WORKER = 'worker-1';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

onEveryDatabase((name, postgresUrl) => {
  describe(`Documents over HTTP (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let key: string;
    let receiver: WebhookReceiver;
    let genuine: Buffer;
    let edited: Buffer;

    const upload = (pdf: Buffer, query = `external_id=${WORKER}&type=imss_constancia`, idempotencyKey?: string) => {
      const call = request(h.app.getHttpServer()).post(`/v1/documents?${query}`).set('X-Api-Key', key).set('Content-Type', 'application/pdf');
      return (idempotencyKey ? call.set('Idempotency-Key', idempotencyKey) : call).send(pdf);
    };

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
      receiver = await WebhookReceiver.start();
      genuine = await renderConstanciaPdf(constanciaPages(aConstanciaSample()));
      edited = withIncrementalUpdate(genuine, 'iLovePDF');
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      receiver.received.length = 0;
      h.clock.set('2026-11-20T18:00:00.000Z');
      const company = await h.createCompany('Financiera Ejemplo');
      key = company.private_key;
      api = apiClient(h.app, key);
      await api.createUser(WORKER);
    }, RESET_BUDGET_MS);
    afterAll(async () => {
      await receiver.close();
      await h.close();
    }, CLOSE_BUDGET_MS);

    it('reads a genuine-looking constancia sent as the body: 201, what it says, no signal, and document.processed', async () => {
      await api.post('/v1/webhooks', { url: receiver.url, name: 'documents', events: ['document.processed'] });
      const res = await upload(genuine);
      expect([res.status, res.body.error]).toEqual([201, null]);
      const document = res.body.data;
      expect(document).toEqual({
        document_id: expect.stringMatching(/^[0-9a-f-]{36}$/), user_id: expect.any(String), type: 'imss_constancia', status: 'processed',
        reason: null, reason_detail: null, sha256: sha256(genuine), size: genuine.length, uploaded_at: '2026-11-20T18:00:00.000Z',
        uploaded_by: 'lender', sandbox: true, file_available: true, account_id: expect.any(String), risk: { score: 0, level: 'low', signals: [] },
        extracted: expect.objectContaining({ name: 'JUAN GÓMEZ MARTÍNEZ', nss: '31998524651', curp: 'GOMJ850312HDFRRN04', issued_on: '2026-11-15' }),
      });
      expect(document.extracted.weeks).toEqual({ quoted: 1070, discounted: 40, reintegrated: 12, total: 1042 });
      expect(document.extracted.employers[0]).toEqual({
        name: 'SERVICIOS LOGÍSTICOS DEL BAJÍO SA DE CV', registro_patronal: 'Y5412345108', state: 'GUANAJUATO', start_date: '2022-06-01', end_date: null, base_salary: 512.4,
      });
      expect(document.extracted.employers[1].base_salary).toBe(1320.15);
      expect(document.extracted.movements[0]).toEqual({ registro_patronal: 'Y5412345108', type: 'modificacion_de_salario', date: '2024-02-01', salary: 512.4 });

      expect((await api.get(`/v1/documents/${document.document_id}`)).body.data).toEqual(document);
      const list = await api.get(`/v1/users/${document.user_id}/documents`);
      expect(list.body.data).toEqual({ user_id: document.user_id, documents: [document], pagination: { page: 1, items_per_page: 100, total_items: 1, total_pages: 1 } });
      const file = await api.get(`/v1/documents/${document.document_id}/file`).buffer(true).parse(binary);
      expect([file.status, file.headers['content-type'], file.headers.etag]).toEqual([200, 'application/pdf', `"${sha256(genuine)}"`]);
      expect(Buffer.compare(file.body as Buffer, genuine)).toBe(0);

      await h.runWebhooks();
      const [delivery] = await receiver.waitFor(1);
      expect(delivery.data).toMatchObject({
        webhook_action: 'document.processed', document_id: document.document_id, user_id: document.user_id, external_id: WORKER,
        status: 'processed', risk_level: 'low', account_id: null, report_id: null,
      });
    });

    it('feeds the worker’s imss account (source document): employment, profile and a report’s formal_employment come from it', async () => {
      const document = (await upload(genuine)).body.data;
      const account = (await api.get(`/v1/accounts/${document.account_id}`)).body.data;
      expect(account).toMatchObject({ platform: 'imss', identifier: 'GOMJ850312HDFRRN04', status: 'success', source: 'document', refresh_enabled: false, next_refresh_at: null });
      const employment = (await api.get(`/v1/accounts/${document.account_id}/employment`)).body.data;
      expect(employment.employment_info).toEqual({ quoted_weeks: 1070, discounted_weeks: 40, reintegrated_weeks: 12, status: 'employed' });
      expect(employment.employment_history[0]).toMatchObject({ employer: 'SERVICIOS LOGÍSTICOS DEL BAJÍO SA DE CV', employer_registration: 'Y5412345108', base_salary: 512.4 });
      const profile = (await api.get(`/v1/accounts/${document.account_id}/profile`)).body.data;
      expect(profile.profile).toMatchObject({ first_name: 'JUAN', last_name: 'GÓMEZ MARTÍNEZ' });
      const refused = await api.post(`/v1/accounts/${document.account_id}/refresh`);
      expect([refused.status, refused.body.error.code]).toEqual([422, 'bad_request']);

      const report = (await api.post('/v1/reports', { external_id: WORKER })).body.data;
      await h.runJobs();
      const insights = (await api.get(`/v1/reports/${report.report_id}`)).body.data.insights;
      expect(insights.formal_employment).toMatchObject({ account_ids: [document.account_id], quoted_weeks: 1070, status: 'employed' });
      expect(insights.formal_employment.current_jobs).toHaveLength(1);

      h.clock.advance(60_000);
      const newer = (await upload(await renderConstanciaPdf(constanciaPages(aConstanciaSample({
        weeks: { quoted: '1,080', discounted: '40', reintegrated: '12', total: '1,052' }, issuedOn: '18 / 11 / 2026',
      }))))).body.data;
      expect(newer.account_id).toBe(document.account_id);
      expect((await api.get(`/v1/accounts/${document.account_id}/employment`)).body.data.employment_info.quoted_weeks).toBe(1080);
      expect((await api.get(`/v1/users/${document.user_id}/documents`)).body.data.documents.map((d: { document_id: string }) => d.document_id))
        .toEqual([newer.document_id, document.document_id]);
      await api.delete(`/v1/documents/${newer.document_id}`);
      expect((await api.get(`/v1/accounts/${document.account_id}/employment`)).body.data.employment_info.quoted_weeks).toBe(1070);
      await api.delete(`/v1/documents/${document.document_id}`);
      expect((await api.get(`/v1/accounts/${document.account_id}`)).status).toBe(404);
    }, PDF_BUDGET_MS);

    it('takes a multipart form too, and judges against the CURP the lender gives and the file’s own revisions', async () => {
      const form = await request(h.app.getHttpServer()).post('/v1/documents').set('X-Api-Key', key)
        .field('external_id', WORKER).field('type', 'imss_constancia').field('curp', 'HEGG560427MVZRRL04')
        .attach('file', edited, { filename: 'constancia.pdf', contentType: 'application/pdf' });
      expect(form.status).toBe(201);
      expect(form.body.data.risk).toEqual({
        score: 100, level: 'high',
        signals: [
          { code: 'edited_after_issue', field: 'file', page: null, expected: expect.any(String), found: expect.any(String), weight: 60 },
          { code: 'identity_mismatch', field: 'curp', page: 1, expected: 'HEGG560427MVZRRL04', found: 'GOMJ850312HDFRRN04', weight: 60 },
          { code: 'producer_unexpected', field: 'metadata', page: null, expected: 'JasperReports / iText', found: expect.stringContaining('iLovePDF'), weight: 25 },
        ],
      });
    });

    it('stores a PDF that is not a constancia as unreadable, with its reason', async () => {
      const other = await renderConstanciaPdf([['Factura 0001', 'Total $ 1,000.00']]);
      const res = await upload(other);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ status: 'unreadable', reason: 'not_a_constancia', extracted: null, risk: null, account_id: null });
    });

    it('refuses a missing user, another type and a body that is not a PDF (422), and an unknown user (404)', async () => {
      const refused = await upload(Buffer.from('just text'), 'type=payslip');
      expect([refused.status, refused.body.error.code, refused.body.error.errors.map((e: { field: string }) => e.field)])
        .toEqual([422, 'bad_request', ['user_id', 'external_id', 'type', 'file']]);
      const json = await api.post('/v1/documents', { external_id: WORKER, type: 'imss_constancia' });
      expect([json.status, json.body.error.code, json.body.error.errors[0].field]).toEqual([422, 'bad_request', 'content-type']);
      const nobody = await upload(genuine, 'external_id=nobody&type=imss_constancia');
      expect([nobody.status, nobody.body.error.code]).toEqual([404, 'USER_NOT_FOUND']);
      const twice = await upload(genuine, `external_id=${WORKER}&external_id=x&type=imss_constancia`);
      expect([twice.status, twice.body.error.errors[0].field]).toEqual([422, 'external_id']);
    });

    it('answers 413 past 5 MB, as a body and as a form', async () => {
      const big = Buffer.concat([genuine, Buffer.alloc(5 * 1024 * 1024)]);
      const body = await upload(big);
      expect([body.status, body.body.error.code]).toEqual([413, 'payload_too_large']);
      const form = await request(h.app.getHttpServer()).post('/v1/documents').set('X-Api-Key', key)
        .field('external_id', WORKER).field('type', 'imss_constancia').attach('file', big, { filename: 'c.pdf', contentType: 'application/pdf' });
      expect([form.status, form.body.error.code]).toEqual([413, 'payload_too_large']);
    });

    it('replays an upload with the same Idempotency-Key and file, and refuses the key with another file', async () => {
      const first = await upload(genuine, undefined, 'upload-1');
      const again = await upload(genuine, undefined, 'upload-1');
      expect([again.status, again.headers['idempotent-replayed'], again.body.data.document_id]).toEqual([201, 'true', first.body.data.document_id]);
      const other = await upload(edited, undefined, 'upload-1');
      expect([other.status, other.body.error.errors[0].field]).toEqual([422, 'idempotency-key']);
    });

    it('deletes a document with its file; deleting its user deletes the others', async () => {
      const kept = (await upload(genuine)).body.data;
      const gone = (await upload(edited)).body.data;
      const deleted = await api.delete(`/v1/documents/${gone.document_id}`);
      expect(deleted.body.data).toEqual({ document_id: gone.document_id, deleted: true });
      expect((await api.get(`/v1/documents/${gone.document_id}`)).status).toBe(404);
      expect((await api.get(`/v1/documents/${gone.document_id}/file`)).status).toBe(404);
      expect((await api.delete(`/v1/users/${kept.user_id}`)).status).toBe(200);
      expect((await api.get(`/v1/documents/${kept.document_id}`)).status).toBe(404);
    });
  });
});
