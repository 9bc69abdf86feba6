import request from 'supertest';
import { renderConstanciaPdf } from '@gig/pdf-document/testing';
import { aConstanciaSample, constanciaPages } from '@gig/testing';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

const ORIGIN = 'https://app.lender.example';

onEveryDatabase((name, postgresUrl) => {
  describe(`The worker uploads their constancia from the widget (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl });
    let genuine: Buffer;
    let widgetId: string;

    beforeAll(async () => {
      genuine = await renderConstanciaPdf(constanciaPages(aConstanciaSample()));
    });
    beforeEach(async () => {
      e2e.h.clock.set('2026-11-20T18:00:00.000Z');
      widgetId = (await e2e.api.post('/v1/widgets', { name: 'Loans', allowed_origins: [ORIGIN], platforms: ['imss'], countries: ['mx'] })).body.data.widget_id;
    });

    const upload = (auth: [string, string], query: string, body: Buffer = genuine) =>
      request(e2e.h.app.getHttpServer()).post(`/v1/connect/documents?${query}`).set(...auth).set('Content-Type', 'application/pdf').send(body);

    it('takes the PDF with the public key and answers what the worker may see: the NSS masked, no CURP, no salary, no risk', async () => {
      const userId = (await e2e.publicApi.post('/v1/users', { widget_id: widgetId })).body.data.user_id;
      const res = await upload(['X-Api-Key', e2e.company.public_key], `user_id=${userId}&type=imss_constancia`);
      expect([res.status, res.body.error]).toEqual([201, null]);
      expect(res.body.data).toEqual({
        document_id: expect.any(String), user_id: userId, status: 'processed', reason: null, account_id: expect.any(String),
        extracted: {
          name: 'JUAN GÓMEZ MARTÍNEZ', nss_masked: '*******4651', weeks: expect.objectContaining({ total: expect.any(Number) }),
          employers: expect.arrayContaining([expect.objectContaining({ name: expect.any(String), start_date: expect.any(String) })]),
        },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/31998524651|GOMJ850312HDFRRN04|base_salary|risk/);
      const stored = (await e2e.api.get(`/v1/documents/${res.body.data.document_id}`)).body.data;
      expect(stored).toMatchObject({ uploaded_by: 'worker', account_id: res.body.data.account_id, extracted: { nss: '31998524651' } });
      const account = (await e2e.api.get(`/v1/accounts/${res.body.data.account_id}`)).body.data;
      expect(account).toMatchObject({ platform: 'imss', status: 'success', source: 'document', user_id: userId });
    });

    it('takes it with a connect token for its own user only; the lender’s route takes no connect token', async () => {
      const userId = await e2e.api.createUser('worker-1');
      const otherId = await e2e.api.createUser('worker-2');
      const token = (await e2e.api.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId })).body.data.connect_token;
      const bearer: [string, string] = ['Authorization', `Bearer ${token}`];
      const own = await upload(bearer, `user_id=${userId}&type=imss_constancia`);
      expect([own.status, own.body.data.user_id]).toEqual([201, userId]);
      const other = await upload(bearer, `user_id=${otherId}&type=imss_constancia`);
      expect([other.status, other.body.error.code]).toEqual([404, 'USER_NOT_FOUND']);
      const lenderRoute = await request(e2e.h.app.getHttpServer()).post(`/v1/documents?user_id=${userId}&type=imss_constancia`)
        .set(...bearer).set('Content-Type', 'application/pdf').send(genuine);
      expect([lenderRoute.status, lenderRoute.body.error.code]).toEqual([401, 'missing_api_key']);
      expect((await e2e.api.get(`/v1/users/${userId}/documents`)).body.data.documents).toHaveLength(1);
    });

    it('refuses a body that is not a PDF or a missing user in the envelope (4xx), and stores nothing', async () => {
      const userId = await e2e.api.createUser('worker-1');
      const key: [string, string] = ['X-Api-Key', e2e.company.public_key];
      const notPdf = await upload(key, `user_id=${userId}&type=imss_constancia`, Buffer.from('PK not a pdf'));
      expect([notPdf.status, notPdf.body.error.code]).toEqual([422, 'bad_request']);
      const noUser = await upload(key, 'type=imss_constancia');
      expect([noUser.status, noUser.body.error.code]).toEqual([422, 'bad_request']);
      expect((await e2e.api.get(`/v1/users/${userId}/documents`)).body.data.documents).toEqual([]);
    });
  });
});

describe('The worker’s upload counts among a public key’s writes from its address', () => {
  const e2e = e2eSetup({ env: { PUBLIC_WRITE_LIMIT_PER_MINUTE: '2' } });

  it('answers 429 past the per-address limit, before reading the file', async () => {
    const userId = (await e2e.publicApi.post('/v1/users', {})).body.data.user_id;
    const send = () => request(e2e.h.app.getHttpServer()).post(`/v1/connect/documents?user_id=${userId}&type=imss_constancia`)
      .set('X-Api-Key', e2e.company.public_key).set('Content-Type', 'application/pdf').send(Buffer.from('%PDF-1.7 not read'));
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect([refused.status, refused.body.error.code, Number(refused.headers['retry-after']) > 0]).toEqual([429, 'too_many_requests', true]);
  });
});
