import { onEveryDatabase } from '../testing/api-harness';
import { ConsoleClient, signInMember } from '../testing/console-client';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../testing/e2e-setup';

const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`Console widgets through /v1, and reference lists (${name})`, () => {
    let admin: ConsoleClient;
    let viewer: ConsoleClient;

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
    }, RESET_BUDGET_MS);

    it('configures widgets through /v1, as a member: create, list, read, change', async () => {
      const created = await admin.post('/console/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN], platforms: ['uber', 'imss'] });
      expect(created.status).toBe(201);
      const id = created.body.data.widget_id;
      expect(created.body.data).toEqual((await e2e.api.get(`/v1/widgets/${id}`)).body.data);
      expect((await viewer.get('/console/v1/widgets')).body.data).toEqual((await e2e.api.get('/v1/widgets')).body.data);
      expect((await viewer.get(`/console/v1/widgets/${id}`)).body.data).toEqual(created.body.data);
      e2e.h.clock.advance(1_000);
      const changed = await admin.put(`/console/v1/widgets/${id}`, { name: 'Renamed', language: 'en' });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toEqual({ ...created.body.data, name: 'Renamed', language: 'en', updated_at: '2025-03-15T12:00:01.000Z' });
    });

    it('refuses what /v1/widgets refuses a key, with the same answer', async () => {
      const body = { name: 'x', allowed_origins: ['https://app.lender.example/path'] };
      const expected = await e2e.api.post('/v1/widgets', body);
      const res = await admin.post('/console/v1/widgets', body);
      expect(res.status).toBe(expected.status);
      expect(res.body).toEqual(expected.body);
    });

    it('refuses a viewer the writes (403), a write without the CSRF token (403), and hides another company’s widget (404)', async () => {
      const id = (await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN] })).body.data.widget_id;
      for (const call of [viewer.post('/console/v1/widgets', { name: 'x', allowed_origins: [ORIGIN] }), viewer.put(`/console/v1/widgets/${id}`, { name: 'x' })]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden_error', message: 'Your console role may not do this: ask an admin of your company.' });
      }
      const unforged = await admin.postWithoutCsrf('/console/v1/widgets', { name: 'x', allowed_origins: [ORIGIN] });
      expect(unforged.status).toBe(403);
      expect(unforged.body.error).toMatchObject({ code: 'forbidden_error', message: 'Missing or wrong CSRF token.' });
      const other = await signInMember(e2e.h.app, (await e2e.h.createCompany('Other Lending')).company_id);
      for (const call of [other.get(`/console/v1/widgets/${id}`), other.put(`/console/v1/widgets/${id}`, { name: 'mine' })]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('not_found_error');
      }
      expect((await e2e.api.get('/v1/widgets')).body.data.widgets.map((w: { name: string }) => w.name)).toEqual(['Loans']);
    });

    it('has no console copy left: /console/api/widgets is no route', async () => {
      expect((await admin.get('/console/api/widgets')).status).toBe(404);
    });

    it('lists the platforms and the sandbox scenarios through /v1, as a key does; the console copies are gone', async () => {
      expect((await viewer.get('/console/v1/platforms')).body).toEqual((await e2e.publicApi.get('/v1/platforms')).body);
      expect((await viewer.get('/console/v1/sandbox/scenarios')).body).toEqual((await e2e.publicApi.get('/v1/sandbox/scenarios')).body);
      for (const path of ['/console/api/platforms', '/console/api/sandbox/scenarios']) expect((await viewer.get(path)).status).toBe(404);
    });
  });
});
