import request from 'supertest';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

interface Sample { name: string; signals: string[]; upload_with_curp: string | null; download_path: string }

onEveryDatabase((name, postgresUrl) => {
  describe(`The sandbox's sample constancias (${name})`, () => {
    let h: ApiHarness;
    let api: ApiClient;
    let key: string;

    const upload = (pdf: Buffer, externalId: string, curp: string | null) =>
      request(h.app.getHttpServer()).post(`/v1/documents?external_id=${externalId}&type=imss_constancia${curp ? `&curp=${curp}` : ''}`)
        .set('X-Api-Key', key).set('Content-Type', 'application/pdf').send(pdf);

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      const company = await h.createCompany('Financiera Ejemplo');
      key = company.private_key;
      api = apiClient(h.app, key);
    }, RESET_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('lists a genuine-looking sample and one per signal; each, uploaded as described, trips exactly its signals, marked sandbox', async () => {
      const samples: Sample[] = (await apiClient(h.app, (await h.createCompany('Other')).public_key).get('/v1/sandbox/documents')).body.data;
      expect(samples.map((sample) => sample.name)).toEqual([
        'genuine', 'curp_invalid', 'nss_invalid', 'weeks_do_not_add_up', 'edited_after_issue', 'identity_mismatch', 'producer_unexpected',
        'dates_incoherent', 'work_before_age_14', 'fonts_unexpected', 'no_text_layer', 'registro_patronal_malformed', 'duplicate_file', 'stale',
      ]);
      const seen: Record<string, unknown> = {};
      for (const sample of samples) {
        const file = await api.get(sample.download_path).buffer(true).parse(binary);
        expect([sample.name, file.status, file.headers['content-type']]).toEqual([sample.name, 200, 'application/pdf']);
        const externalId = `worker-${sample.name}`;
        await api.createUser(externalId);
        if (sample.name === 'duplicate_file') await upload(file.body as Buffer, 'worker-genuine', null);
        const res = await upload(file.body as Buffer, externalId, sample.upload_with_curp);
        seen[sample.name] = [res.status, res.body.data.status, res.body.data.sandbox, res.body.data.risk.signals.map((s: { code: string }) => s.code)];
      }
      expect(seen).toEqual(Object.fromEntries(samples.map((sample) => [sample.name, [201, 'processed', true, sample.signals]])));
      expect((await api.get('/v1/sandbox/documents/nonsense')).body.error.code).toBe('not_found_error');
    });
  });
});
