import { createRetentionStore } from '@gig/persistence';
import { CLOSE_BUDGET_MS, NO_REPORT_LIMITS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { VERIFICATION_PAGE_CSP } from './verification.page';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const EXTERNAL_ID = 'worker-secret-77';
const WINDOW = { start: '2025-11-21', end: '2026-11-20' };
const FIVE_MB = 5 * 1024 * 1024;
/** A PDF's bytes as the report's: a header, then every byte value, so that no text encoding on the way goes unnoticed. */
const aPdf = () => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n`), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from('\n%%EOF\n')]);

onEveryDatabase((name, postgresUrl) => {
  describe(`Report verification (GET /verify/{report_id}, POST /verify), on ${name}`, () => {
    let h: ApiHarness;
    let companyId: string;
    let userId: string;
    const server = () => request(h.app.getHttpServer());

    /** A report of the user written through the repository: `generating`, or ready with `pdf`. */
    async function aReport(pdf: Buffer | null) {
      const id = randomUUID();
      const createdAt = h.clock.now();
      await h.database.repositories.reports.createWithin({ id, companyId, userId, externalId: EXTERNAL_ID, language: 'es', window: WINDOW, createdAt, environment: 'live' }, NO_REPORT_LIMITS);
      if (!pdf) return { id, createdAt, data: null, pdf: null };
      const data = Buffer.from(JSON.stringify({ report_id: id, insights: { total: '1234.50' } }));
      await h.database.repositories.reports.complete(id, {
        status: 'ready', statusDetails: null, currency: 'mxn', currencyNote: null, data, dataSha256: sha256(data), pdf, pdfSha256: sha256(pdf), completedAt: createdAt,
      });
      return { id, createdAt, data, pdf };
    }

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      const company = await h.createCompany('Financiera <Ejemplo> & Cía');
      companyId = company.company_id;
      userId = await apiClient(h.app, company.private_key).createUser(EXTERNAL_ID);
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('gives a ready report’s verification as JSON: issuer, issue time, window, status, validity, both hashes, and nothing personal', async () => {
      const report = await aReport(aPdf());
      const expected = {
        report_id: report.id, issuer_company: 'Financiera <Ejemplo> & Cía', issued_at: report.createdAt.toISOString(), window: { start_date: WINDOW.start, end_date: WINDOW.end },
        environment: 'live', notice: null, status: 'ready', validity: 'valid', data_sha256: sha256(report.data as Buffer), pdf_sha256: sha256(report.pdf as Buffer),
      };
      const byQuery = await server().get(`/verify/${report.id}?format=json`).expect(200);
      expect(byQuery.body).toEqual({ success: true, data: expected, error: null });
      const byAccept = await server().get(`/verify/${report.id.toUpperCase()}`).set('Accept', 'application/json').expect(200);
      expect(byAccept.body.data).toEqual(expected);
      expect(JSON.stringify(byQuery.body)).not.toMatch(new RegExp(`${EXTERNAL_ID}|${userId}`));
    });

    it('shows a page with the same facts, in Spanish by default or English, with its own strict policy and nothing personal', async () => {
      const report = await aReport(aPdf());
      const page = await server().get(`/verify/${report.id}`).set('Accept', 'text/html').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(VERIFICATION_PAGE_CSP);
      expect(VERIFICATION_PAGE_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/);
      expect(page.text).toContain('<html lang="es">');
      for (const fact of ['Financiera &lt;Ejemplo&gt; &amp; Cía', report.id, sha256(report.pdf as Buffer), sha256(report.data as Buffer), '2025-11-21 al 2026-11-20', 'Válido', 'action="/verify?lang=es"', 'enctype="multipart/form-data"']) {
        expect(page.text).toContain(fact);
      }
      expect(page.text).not.toMatch(new RegExp(`${EXTERNAL_ID}|${userId}|<script|src=|href=`));
      const english = await server().get(`/verify/${report.id}`).set('Accept-Language', 'fr;q=1, en-GB;q=0.9, es;q=0.5').expect(200);
      expect([english.text.includes('<html lang="en">'), english.text.includes('Valid')]).toEqual([true, true]);
      expect((await server().get(`/verify/${report.id}?lang=en`).expect(200)).text).toContain('Income report verification');
    });

    it('says a report is being generated, and once revoked says so, its hashes kept', async () => {
      const generating = await aReport(null);
      expect((await server().get(`/verify/${generating.id}?format=json`).expect(200)).body.data).toMatchObject({ status: 'generating', validity: 'valid', data_sha256: null, pdf_sha256: null });
      expect((await server().get(`/verify/${generating.id}`).expect(200)).text).toContain('En generación');
      const revoked = await aReport(aPdf());
      await h.database.repositories.reports.revoke(companyId, revoked.id, h.clock.now());
      expect((await server().get(`/verify/${revoked.id}?format=json`).expect(200)).body.data).toMatchObject({ status: 'ready', validity: 'revoked', pdf_sha256: sha256(revoked.pdf as Buffer) });
      expect((await server().get(`/verify/${revoked.id}?lang=en`).expect(200)).text).toContain('Revoked');
    });

    it('says expired once the retention purge has passed over it', async () => {
      const report = await aReport(aPdf());
      expect(await createRetentionStore(h.database).expireReports(new Date(report.createdAt.getTime() + 1), 100)).toBe(1);
      expect((await server().get(`/verify/${report.id}?format=json`).expect(200)).body.data).toMatchObject({ validity: 'expired', pdf_sha256: sha256(report.pdf as Buffer) });
      expect((await server().get(`/verify/${report.id}`).expect(200)).text).toContain('Expirado');
    });

    it('answers 404 for an id never issued or malformed: a page, or the envelope with format=json', async () => {
      for (const id of [randomUUID(), 'not-a-report', '1%27%20or%201=1']) {
        const page = await server().get(`/verify/${id}`).expect(404);
        expect([page.headers['content-type'], page.text]).toEqual([expect.stringMatching(/^text\/html/), expect.stringContaining('Reporte no encontrado')]);
        const json = await server().get(`/verify/${id}?format=json`).expect(404);
        expect(json.body).toEqual({ success: false, data: null, error: { code: 'not_found_error', message: 'No report was issued with this id.', errors: null } });
      }
    });

    it('recognises the exact bytes of an issued PDF sent as the body or as a form’s file, and says its status, never its user', async () => {
      const report = await aReport(aPdf());
      const pdf = report.pdf as Buffer;
      const raw = await server().post('/verify').set('Content-Type', 'application/pdf').send(pdf).expect(200);
      expect(raw.body).toEqual({ success: true, error: null, data: { issued: true, sha256: sha256(pdf), report: expect.objectContaining({ report_id: report.id, validity: 'valid', status: 'ready' }) } });
      expect(JSON.stringify(raw.body)).not.toMatch(new RegExp(`${EXTERNAL_ID}|${userId}`));
      const form = await server().post('/verify').attach('file', pdf, { filename: 'report.pdf', contentType: 'application/pdf' }).expect(200);
      expect(form.body.data).toEqual(raw.body.data);
      await h.database.repositories.reports.revoke(companyId, report.id, h.clock.now());
      expect((await server().post('/verify').set('Content-Type', 'application/pdf').send(pdf).expect(200)).body.data.report).toMatchObject({ validity: 'revoked' });
    });

    it('answers not issued for any other file, one changed byte included', async () => {
      const report = await aReport(aPdf());
      const altered = Buffer.from(report.pdf as Buffer);
      altered[20] ^= 1;
      for (const file of [altered, aPdf(), report.data as Buffer]) {
        const answer = await server().post('/verify').set('Content-Type', 'application/pdf').send(file).expect(200);
        expect(answer.body.data).toEqual({ issued: false, sha256: sha256(file), report: null });
      }
    });

    it('answers a browser’s form post with the result page', async () => {
      const report = await aReport(aPdf());
      const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
      const found = await server().post('/verify?lang=en').set('Accept', accept).attach('file', report.pdf as Buffer, 'report.pdf').expect(200);
      expect([found.headers['content-type'], found.headers['content-security-policy']]).toEqual([expect.stringMatching(/^text\/html/), VERIFICATION_PAGE_CSP]);
      expect(found.text).toContain('The file is identical to this report’s PDF.');
      expect(found.text).toContain(report.id);
      expect(found.text).not.toMatch(new RegExp(`${EXTERNAL_ID}|${userId}`));
      const other = await server().post('/verify').set('Accept', accept).attach('file', aPdf(), 'other.pdf').expect(200);
      expect(other.text).toContain('El archivo no es el PDF de ningún reporte emitido');
    });

    it('refuses a file over 5 MB with 413 payload_too_large in the envelope, sent either way; accepts exactly 5 MB', async () => {
      const big = Buffer.alloc(FIVE_MB + 1, 0x25);
      const raw = await server().post('/verify').set('Content-Type', 'application/pdf').send(big).expect(413);
      expect(raw.body).toEqual({ success: false, data: null, error: { code: 'payload_too_large', message: expect.stringContaining('5 MB'), errors: null } });
      const form = await server().post('/verify').attach('file', big, 'big.pdf').expect(413);
      expect(form.body).toEqual(raw.body);
      await server().post('/verify').set('Content-Type', 'application/pdf').send(Buffer.alloc(FIVE_MB, 0x25)).expect(200);
    });

    it('refuses a request without a file, or with another kind of body, with bad_request naming the two ways', async () => {
      const asJson = await server().post('/verify').send({ pdf: 'nope' }).expect(422);
      expect(asJson.body.error).toMatchObject({ code: 'bad_request', errors: [{ field: 'content-type', message: expect.stringContaining('application/pdf') }] });
      await server().post('/verify').expect(422);
      const noFile = await server().post('/verify').field('note', 'no file').expect(422);
      expect(noFile.body.error).toMatchObject({ code: 'bad_request', errors: [{ field: 'file' }] });
    });

    it('lists an upload’s problems in errors like every bad_request, never echoing the form’s field names (errors null and the name in the message, before)', async () => {
      const wrongField = await server().post('/verify').attach('document<script>', aPdf(), 'report.pdf').expect(422);
      expect(wrongField.body.error).toEqual({ code: 'bad_request', message: 'The form carries one file, as its field `file`.', errors: [{ field: 'file', message: 'The form carries one file, as its field `file`.' }] });
      const twoFiles = await server().post('/verify').attach('file', aPdf(), 'a.pdf').attach('file', aPdf(), 'b.pdf').expect(422);
      expect(twoFiles.body.error.errors).toEqual([{ field: 'file', message: expect.any(String) }]);
      let form = server().post('/verify').attach('file', aPdf(), 'report.pdf');
      for (let i = 0; i < 6; i++) form = form.field(`note-${i}-secret`, 'x');
      const tooMany = await form.expect(422);
      expect(tooMany.body.error).toMatchObject({ code: 'bad_request', errors: [{ field: 'body', message: expect.stringContaining('at most 5 short text fields') }] });
      const cut = await server().post('/verify').set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF').expect(422);
      expect(cut.body.error.errors).toEqual([{ field: 'body', message: expect.any(String) }]);
      for (const answer of [wrongField, twoFiles, tooMany, cut]) expect(JSON.stringify(answer.body)).not.toMatch(/document|secret|script|a\.pdf|b\.pdf/);
    });
  });
});

describe('Report verification is counted per client address', () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await openApiHarness({ env: { VERIFY_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' } });
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('answers 429 with retry-after past the limit, pages and uploads alike, and only to that address', async () => {
    const from = (address: string) => ({
      get: (path: string) => request(h.app.getHttpServer()).get(path).set('X-Forwarded-For', address),
      post: () => request(h.app.getHttpServer()).post('/verify').set('X-Forwarded-For', address).set('Content-Type', 'application/pdf').send(aPdf()),
    });
    const guesser = from('203.0.113.50');
    const answers = [await guesser.get(`/verify/${randomUUID()}`), await guesser.post(), await guesser.get(`/verify/${randomUUID()}?format=json`), await guesser.post()];
    expect(answers.map((res) => [res.status, res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']])).toEqual([
      [404, '3', '2'], [200, '3', '1'], [404, '3', '0'], [429, '3', '0'],
    ]);
    expect(answers[3].body.error).toMatchObject({ code: 'too_many_requests', message: expect.stringContaining('verifications from this address') });
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    await guesser.get(`/verify/${randomUUID()}?format=json`).expect(429);
    await from('203.0.113.51').get(`/verify/${randomUUID()}?format=json`).expect(404);
  });
});
