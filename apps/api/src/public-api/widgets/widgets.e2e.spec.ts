import { PlatformRegistry } from '@gig/domain';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { apiClient } from '../../testing/api-client';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

const ALL_PLATFORMS = PlatformRegistry.of(PLATFORM_FAMILIES).all();
const NOW = '2025-03-15T12:00:00.000Z';
const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`Widget configuration (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl });

    it('creates a widget with the defaults: every platform, every country they are offered in, es, the default colour and consent version', async () => {
      const created = await e2e.api.post('/v1/widgets', { name: ' Loans ', allowed_origins: [ORIGIN, 'http://localhost:5173'] });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        success: true,
        error: null,
        data: {
          widget_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Loans',
          platforms: ALL_PLATFORMS.map((p) => p.code),
          countries: [...new Set(ALL_PLATFORMS.flatMap((p) => p.countries))],
          allowed_origins: [ORIGIN, 'http://localhost:5173'],
          redirect_url: null,
          language: 'es',
          primary_color: '#1a56db',
          logo_url: null,
          consent_version: '2026-11',
          created_at: NOW,
          updated_at: NOW,
        },
      });
    });

    it('lists newest first, reads one, and changes only the fields a PUT gives', async () => {
      const first = (await e2e.api.post('/v1/widgets', { name: 'First', allowed_origins: [ORIGIN], platforms: ['uber', 'imss'], countries: ['mx', 'co'] })).body.data;
      e2e.h.clock.advance(1_000);
      const second = (await e2e.api.post('/v1/widgets', {
        name: 'Second', allowed_origins: [ORIGIN], platforms: ['imss'], redirect_url: 'https://app.lender.example/done', language: 'en',
        primary_color: '#FF0000', logo_url: 'https://app.lender.example/logo.png', consent_version: 'v2',
      })).body.data;
      expect(second).toMatchObject({ platforms: ['imss'], countries: ['mx'], primary_color: '#ff0000', language: 'en', consent_version: 'v2' });
      expect((await e2e.api.get('/v1/widgets')).body.data.widgets.map((w: { name: string }) => w.name)).toEqual(['Second', 'First']);
      expect((await e2e.api.get(`/v1/widgets/${first.widget_id}`)).body.data).toEqual(first);
      e2e.h.clock.advance(1_000);
      const changed = await e2e.api.put(`/v1/widgets/${first.widget_id}`, { name: 'Renamed', redirect_url: 'http://localhost:5173/back' });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toEqual({ ...first, name: 'Renamed', redirect_url: 'http://localhost:5173/back', updated_at: '2025-03-15T12:00:02.000Z' });
      const narrowed = await e2e.api.put(`/v1/widgets/${first.widget_id}`, { platforms: ['imss'], redirect_url: null });
      expect(narrowed.body.data).toMatchObject({ platforms: ['imss'], countries: ['mx'], redirect_url: null, name: 'Renamed' });
      expect((await e2e.api.get(`/v1/widgets/${first.widget_id}`)).body.data).toEqual(narrowed.body.data);
    });

    it.each([
      [{ allowed_origins: [ORIGIN] }, 'name'],
      [{ name: 'x' }, 'allowed_origins'],
      [{ name: '', allowed_origins: [ORIGIN] }, 'name'],
      [{ name: 'x'.repeat(101), allowed_origins: [ORIGIN] }, 'name'],
      [{ name: 'x', allowed_origins: [] }, 'allowed_origins'],
      [{ name: 'x', allowed_origins: ['https://app.lender.example/'] }, 'allowed_origins'],
      [{ name: 'x', allowed_origins: ['https://app.lender.example/path'] }, 'allowed_origins'],
      [{ name: 'x', allowed_origins: ['https://app.lender.example?q=1'] }, 'allowed_origins'],
      [{ name: 'x', allowed_origins: ['ftp://app.lender.example'] }, 'allowed_origins'],
      [{ name: 'x', allowed_origins: Array.from({ length: 21 }, (_, i) => `https://a${i}.example`) }, 'allowed_origins'],
      [{ name: 'x', allowed_origins: [ORIGIN], platforms: ['uber', 'myspace'] }, 'platforms'],
      [{ name: 'x', allowed_origins: [ORIGIN], platforms: [] }, 'platforms'],
      [{ name: 'x', allowed_origins: [ORIGIN], platforms: ['imss'], countries: ['co'] }, 'countries'],
      [{ name: 'x', allowed_origins: [ORIGIN], language: 'fr' }, 'language'],
      [{ name: 'x', allowed_origins: [ORIGIN], primary_color: 'blue' }, 'primary_color'],
      [{ name: 'x', allowed_origins: [ORIGIN], logo_url: 'http://cdn.example/logo.png' }, 'logo_url'],
      [{ name: 'x', allowed_origins: [ORIGIN], logo_url: 'https://cdn.lender.example/logo.png' }, 'logo_url'],
      [{ name: 'x', allowed_origins: [ORIGIN], logo_url: 'data:image/jpeg;base64,AAAA' }, 'logo_url'],
      [{ name: 'x', allowed_origins: [ORIGIN], logo_url: `data:image/png;base64,${'A'.repeat(65_536)}` }, 'logo_url'],
      [{ name: 'x', allowed_origins: [ORIGIN], redirect_url: 'javascript:alert(1)' }, 'redirect_url'],
      [{ name: 'x', allowed_origins: [ORIGIN], consent_version: 'x'.repeat(33) }, 'consent_version'],
      [{ name: 7, allowed_origins: [ORIGIN] }, 'name'],
    ])('answers 422 bad_request naming the field for %j', async (body, field) => {
      const response = await e2e.api.post('/v1/widgets', body);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, data: null, error: { code: 'bad_request', errors: expect.arrayContaining([expect.objectContaining({ field })]) } });
      expect((await e2e.api.get('/v1/widgets')).body.data.widgets).toEqual([]);
    });

    it('takes an inline PNG logo, shows it to the widget page, and refuses origins that would leave an https logo behind', async () => {
      const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const inline = (await e2e.api.post('/v1/widgets', { name: 'x', allowed_origins: [ORIGIN], logo_url: png }).expect(201)).body.data;
      expect((await e2e.publicApi.get(`/v1/connect/widgets/${inline.widget_id}`)).body.data.logo_url).toBe(png);
      const hosted = (await e2e.api.post('/v1/widgets', { name: 'y', allowed_origins: [ORIGIN], logo_url: `${ORIGIN}/logo.png` }).expect(201)).body.data;
      const moved = await e2e.api.put(`/v1/widgets/${hosted.widget_id}`, { allowed_origins: ['https://new.lender.example'] });
      expect([moved.status, moved.body.error?.errors.map((e: { field: string }) => e.field)]).toEqual([422, ['logo_url']]);
      const both = await e2e.api.put(`/v1/widgets/${hosted.widget_id}`, { allowed_origins: ['https://new.lender.example'], logo_url: 'https://new.lender.example/l.svg' });
      expect([both.status, both.body.data.logo_url]).toEqual([200, 'https://new.lender.example/l.svg']);
    });

    it('names the unknown platform, and refuses a bad PUT without changing anything', async () => {
      const unknown = await e2e.api.post('/v1/widgets', { name: 'x', allowed_origins: [ORIGIN], platforms: ['uber', 'myspace'] });
      expect(unknown.body.error.message).toContain('"myspace"');
      const widget = (await e2e.api.post('/v1/widgets', { name: 'x', allowed_origins: [ORIGIN] })).body.data;
      const refused = await e2e.api.put(`/v1/widgets/${widget.widget_id}`, { name: 'y', primary_color: '#12345' });
      expect([refused.status, refused.body.error.errors.map((e: { field: string }) => e.field)]).toEqual([422, ['primary_color']]);
      expect((await e2e.api.get(`/v1/widgets/${widget.widget_id}`)).body.data).toEqual(widget);
    });

    it('refuses a public key (403) and hides another company’s widget (404)', async () => {
      const other = apiClient(e2e.h.app, (await e2e.h.createCompany('Other')).private_key);
      const theirs = (await other.post('/v1/widgets', { name: 'Theirs', allowed_origins: [ORIGIN] })).body.data.widget_id;
      for (const call of [e2e.publicApi.post('/v1/widgets', { name: 'x', allowed_origins: [ORIGIN] }), e2e.publicApi.get('/v1/widgets'), e2e.publicApi.get(`/v1/widgets/${theirs}`), e2e.publicApi.put(`/v1/widgets/${theirs}`, { name: 'x' })]) {
        const response = await call;
        expect([response.status, response.body.error.code]).toEqual([403, 'forbidden_error']);
      }
      for (const call of [e2e.api.get(`/v1/widgets/${theirs}`), e2e.api.put(`/v1/widgets/${theirs}`, { name: 'mine' }), e2e.api.get(`/v1/widgets/${crypto.randomUUID()}`), e2e.api.get('/v1/widgets/not-a-uuid')]) {
        const response = await call;
        expect([response.status, response.body.error.code]).toEqual([404, 'not_found_error']);
      }
      expect((await e2e.api.get('/v1/widgets')).body.data.widgets).toEqual([]);
      expect((await other.get(`/v1/widgets/${theirs}`)).body.data.name).toBe('Theirs');
    });
  });
});
