import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const ORIGIN = 'https://app.lender.example';
const INJECTED = ['https://a.example;sandbox', "https://a.example'unsafe-inline'", 'https://*'];

onEveryDatabase((name, postgresUrl) => {
  describe(`The widget page's Content-Security-Policy (${name})`, () => {
    let h: ApiHarness;
    let dir: string;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'connect-page-'));
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>widget</title>');
      h = await openApiHarness({ postgresUrl, env: { CONNECT_DIR: dir } });
    }, OPEN_BUDGET_MS);
    afterAll(async () => {
      await h.close();
      await rm(dir, { recursive: true, force: true });
    }, CLOSE_BUDGET_MS);

    it.each(INJECTED)('refuses the origin %j at the API, on creation and on change', async (origin) => {
      const company = await h.createCompany();
      const api = apiClient(h.app, company.private_key);
      const created = await api.post('/v1/widgets', { name: 'x', allowed_origins: [origin] });
      expect([created.status, created.body.error.code, created.body.error.errors]).toEqual([422, 'bad_request', [expect.objectContaining({ field: 'allowed_origins' })]]);
      const widget = (await api.post('/v1/widgets', { name: 'x', allowed_origins: [ORIGIN] })).body.data;
      const changed = await api.put(`/v1/widgets/${widget.widget_id}`, { allowed_origins: [ORIGIN, origin] });
      expect([changed.status, changed.body.error.errors]).toEqual([422, [expect.objectContaining({ field: 'allowed_origins' })]]);
      expect((await api.get(`/v1/widgets/${widget.widget_id}`)).body.data.allowed_origins).toEqual([ORIGIN]);
    });

    it('frames the page in only the good origins of a widget stored with bad ones, and gains no directive', async () => {
      const company = await h.createCompany();
      const widget = (await apiClient(h.app, company.private_key).post('/v1/widgets', { name: 'x', allowed_origins: [ORIGIN] })).body.data;
      await h.database.dataSource.query('UPDATE widgets SET allowed_origins = $1 WHERE id = $2', [[...INJECTED, ORIGIN], widget.widget_id]);
      const page = await request(h.app.getHttpServer()).get('/connect').query({ public_key: company.public_key, widget_id: widget.widget_id }).expect(200);
      const directives = String(page.headers['content-security-policy']).split(';').map((directive) => directive.trim().split(/\s+/));
      expect(directives.map(([directive]) => directive)).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'connect-src', 'font-src', 'base-uri', 'form-action', 'frame-ancestors']);
      expect(directives.at(-1)).toEqual(['frame-ancestors', ORIGIN]);
    });
  });
});
