import type { Environment } from '@gig/domain';
import { PDF_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import request from 'supertest';
import { apiClient, ApiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { harnessSetup } from '../../testing/e2e-setup';
import { detachAll, pdfParser, poppler, WORKERS } from './report.e2e-fixture';

const WORKER = 'cliente-000123456789';
const BANDS = { es: 'SANDBOX — datos simulados, sin validez', en: 'SANDBOX — simulated data, not valid for any decision' };
/** What a reader of a page sees: its body's text (the style sheet names the sandbox class on every page). */
const pageText = (html: string) => html.replace(/<head>.*<\/head>/s, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

onEveryDatabase((name, postgresUrl) => {
  describe(`A sandbox report cannot pass for a live one (${name})`, () => {
    const setup = harnessSetup({ postgresUrl, env: { PUBLIC_URL: 'https://reports.lender.example' } });
    beforeEach(() => setup.h.reset(), RESET_BUDGET_MS);

    /** A company of that environment with the fixture's workers, and one ready report of the first worker, PDF included. */
    async function readyReport(environment: Environment, language: 'es' | 'en') {
      const harness = setup.h;
      const company = await harness.createCompany(environment === 'live' ? 'Banco Real' : 'Financiera Pruebas', environment);
      await harness.importUsers(company.company_id, WORKERS);
      const api: ApiClient = apiClient(harness.app, company.private_key);
      const id = (await api.post('/v1/reports', { external_id: WORKER, language }).expect(202)).body.data.report_id as string;
      expect(await harness.runJobs()).toBe(1);
      const report = (await api.get(`/v1/reports/${id}`).expect(200)).body.data;
      const pdf = (await api.get(`/v1/reports/${id}/pdf`).buffer(true).parse(pdfParser).expect(200)).body as Buffer;
      return { id, report, pdf };
    }
    const server = () => request(setup.h.app.getHttpServer());
    const pagesOf = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))?.[1]);

    it('bands every page of its PDF, says sandbox in insights.json, GET /v1/reports and the signature’s certificate', async () => {
      for (const language of ['en', 'es'] as const) {
        const { report, pdf } = await readyReport('sandbox', language);
        expect(report).toMatchObject({ environment: 'sandbox', status: 'ready' });
        const pages = pagesOf(pdf);
        expect(pages).toBeGreaterThanOrEqual(4);
        for (let n = 1; n <= pages; n++) {
          const text = poppler('pdftotext', pdf, ['-f', String(n), '-l', String(n)]).replace(/\s+/g, ' ');
          expect([n, text]).toEqual([n, expect.stringContaining(BANDS[language])]);
        }
        expect(JSON.parse(detachAll(pdf)['insights.json'].toString('utf8'))).toMatchObject({ report_id: report.report_id, environment: 'sandbox' });
        const signature = poppler('pdfsig', pdf);
        expect(signature).toContain('Signer Certificate Common Name: Gig Earnings API SANDBOX report signing (test data)');
        expect(signature).toContain('Signature Validation: Signature is Valid.');
      }
    }, PDF_BUDGET_MS);

    it('is called a sandbox report by its verification: the JSON and the page, by id and by upload', async () => {
      const { id, pdf } = await readyReport('sandbox', 'es');
      const notice = `${BANDS.en} / ${BANDS.es}`;
      const byId = (await server().get(`/verify/${id}?format=json`).expect(200)).body.data;
      expect(byId).toMatchObject({ report_id: id, environment: 'sandbox', notice, validity: 'valid', status: 'ready' });
      const upload = (await server().post('/verify').set('Content-Type', 'application/pdf').send(pdf).expect(200)).body.data;
      expect(upload).toMatchObject({ issued: true, report: { report_id: id, environment: 'sandbox', notice } });

      const page = (await server().get(`/verify/${id}?lang=en`).set('Accept', 'text/html').expect(200)).text;
      expect(page).toContain(`<main><section class="sandbox" role="alert"><h2>${BANDS.en}</h2>`);
      expect(pageText(page)).toContain('Test (sandbox) report: not valid for any decision');
      expect(page).not.toContain('class="valid"');
      const uploaded = (await server().post('/verify?lang=es').set('Accept', 'text/html').attach('file', pdf, 'reporte.pdf').expect(200)).text;
      expect(uploaded).toContain(`<section class="sandbox" role="alert"><h2>${BANDS.es}</h2>`);
      expect(pageText(uploaded)).toContain('que es un reporte de prueba (sandbox) sin validez');
    }, PDF_BUDGET_MS);

    it('never mentions a sandbox in a live company’s report: PDF, insights.json, GET /v1/reports, signature, verification', async () => {
      const { id, report, pdf } = await readyReport('live', 'en');
      expect(report.environment).toBe('live');
      expect(JSON.stringify({ ...report, environment: undefined }).toLowerCase()).not.toContain('sandbox');
      const json = detachAll(pdf)['insights.json'].toString('utf8');
      expect(JSON.parse(json).environment).toBe('live');
      const signature = poppler('pdfsig', pdf);
      expect(signature).toContain('Signer Certificate Common Name: Gig Earnings API report signing');
      expect(signature).toContain('Signature Validation: Signature is Valid.');
      const verification = (await server().get(`/verify/${id}?format=json`).expect(200)).body.data;
      expect(verification).toMatchObject({ environment: 'live', notice: null, validity: 'valid' });
      const upload = (await server().post('/verify').set('Content-Type', 'application/pdf').send(pdf).expect(200)).body.data;
      const pages = [
        (await server().get(`/verify/${id}?lang=en`).set('Accept', 'text/html').expect(200)).text,
        (await server().post('/verify?lang=es').set('Accept', 'text/html').attach('file', pdf, 'report.pdf').expect(200)).text,
      ];
      for (const text of [
        poppler('pdftotext', pdf), poppler('pdfinfo', pdf, ['-meta']), signature, json, pdf.toString('latin1'),
        JSON.stringify(upload), ...pages.map(pageText),
      ]) {
        expect(text.toLowerCase()).not.toContain('sandbox');
      }
    }, PDF_BUDGET_MS);
  });
});
