import { SWEEP_BUDGET_MS } from '@gig/testing';
import { ApiClient } from '../../testing/api-client';
import type { ApiHarness } from '../../testing/api-harness';
import { ContractSweep, OVER_ONE_MB, useContractSweep } from '../../testing/contract-sweep';

const day = (earning_date: string, amount: number, currency: string) => ({ earning_date, amount, currency, count_trips: null });
const WORKERS = {
  users: [{
    external_id: 'paid-in-two-currencies',
    accounts: [
      { platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-10', earnings: [day('2025-03-01', 100, 'mxn')] },
      { platform: 'rappi', country: 'co', identifier: 'ana@example.com', last_successful_connection: '2025-03-10', earnings: [day('2025-03-02', 4000, 'cop')] },
    ],
  }],
};
const WINDOW = { start_date: '2025-03-01', end_date: '2025-03-10' };

/**
 * A company's reads of its workers' money: aggregated earnings, reports and documents. Every answer is checked against the document; each status of the operations tagged earnings, reports, documents is
 * reached here, but those every-route.contract.e2e.spec.ts reaches on every keyed operation.
 */
describe('The contract sweep: earnings, reports, documents', () => {
  const sweep = useContractSweep();
  let h: ApiHarness;
  let api: ApiClient;
  let publicApi: ApiClient;
  let companyId: string;
  let privateKey: string;
  let publicKey: string;
  const expectAnswer: ContractSweep['expectAnswer'] = (call, status, code) => sweep().expectAnswer(call, status, code);
  const anonymous = () => sweep().anonymous();

  beforeAll(() => {
    ({ h, api, publicApi, companyId, privateKey, publicKey } = sweep());
  });

  it('reaches every status of the earnings\', reports\' and documents\' operations', async () => {
    await sweep().publicKeyEverywhere(['earnings', 'reports', 'documents'], await api.createUser('keys'));
    await aggregatedEarnings();
    await reports();
    await documents();
    expect(h.conformance.violations).toEqual([]);
    expect(sweep().unreached(['earnings', 'reports', 'documents'])).toEqual([]);
  }, SWEEP_BUDGET_MS);

  async function aggregatedEarnings() {
    await h.importUsers(companyId, WORKERS);
    const path = '/v1/users/earnings/aggregated';
    const body = { external_id: 'paid-in-two-currencies', ...WINDOW };
    await expectAnswer(api.post(path, body), 200);
    await expectAnswer(api.post(path, { ...body, options: { details: true } }), 200);
    await expectAnswer(api.post(path, { ...body, external_id: 'nobody' }), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.post(path, { ...body, start_date: '2025-13-01' }), 422, 'bad_request');
    await expectAnswer(api.post(path, OVER_ONE_MB), 422, 'bad_request');
    await expectAnswer(publicApi.post(path, body), 403, 'forbidden_error');
    h.rates.down = true;
    await expectAnswer(api.post(path, body), 503, 'service_unavailable');
    h.rates.down = false;
  }

  async function reports() {
    const body = { external_id: 'paid-in-two-currencies', ...WINDOW };
    const asked = await expectAnswer(api.post('/v1/reports', body), 202);
    const id = asked.body.data.report_id;
    const userId = asked.body.data.user_id;
    const unknown = crypto.randomUUID();
    await expectAnswer(api.post('/v1/reports', { ...body, external_id: 'nobody' }), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.post('/v1/reports', { ...body, start_date: '2025-13-01' }), 422, 'bad_request');
    await expectAnswer(api.post('/v1/reports', OVER_ONE_MB), 422, 'bad_request');
    await expectAnswer(api.get(`/v1/reports/${id}`), 200);
    await expectAnswer(api.get(`/v1/reports/${id}/pdf`), 202);
    await h.runJobs();
    await expectAnswer(api.get(`/v1/reports/${id}/pdf`), 200);
    await expectAnswer(api.get(`/v1/users/${userId}/reports`), 200);
    await expectAnswer(api.get(`/v1/users/${userId}/reports?page=0`), 422, 'bad_request');
    await expectAnswer(api.get(`/v1/users/${unknown}/reports`), 404, 'USER_NOT_FOUND');
    for (const call of [publicApi.post('/v1/reports', body), publicApi.get(`/v1/reports/${id}`), publicApi.get(`/v1/reports/${id}/pdf`), publicApi.delete(`/v1/reports/${id}`), publicApi.get(`/v1/users/${userId}/reports`)]) {
      await expectAnswer(call, 403, 'forbidden_error');
    }
    for (let i = 1; i < 20; i++) await expectAnswer(api.post('/v1/reports', body), 202);
    await expectAnswer(api.post('/v1/reports', body), 429, 'too_many_requests');
    await api.createUser('sandbox-insights-pdf-fails');
    const failing = (await expectAnswer(api.post('/v1/reports', { external_id: 'sandbox-insights-pdf-fails' }), 202)).body.data.report_id;
    await h.runJobs();
    await expectAnswer(api.get(`/v1/reports/${failing}/pdf`), 503, 'unable_to_generate_insights_pdf');
    await expectAnswer(api.delete(`/v1/reports/${id}`), 200);
    for (const [method, path] of [['get', ''], ['get', '/pdf'], ['delete', '']] as const) {
      await expectAnswer(api[method](`/v1/reports/${id}${path}`), 404, 'not_found_error');
    }
  }

  async function documents() {
    const userId = await api.createUser('documented');
    const unknown = crypto.randomUUID();
    const upload = (query: string, bytes: Buffer, client = api) =>
      anonymous().post(`/v1/documents?${query}`).set('X-Api-Key', client === api ? privateKey : publicKey).set('Content-Type', 'application/pdf').send(bytes);
    const pdf = Buffer.from(`%PDF-1.7 ${crypto.randomUUID()}`);
    const id = (await expectAnswer(upload('external_id=documented&type=imss_constancia', pdf), 201)).body.data.document_id;
    await expectAnswer(upload('external_id=nobody&type=imss_constancia', pdf), 404, 'USER_NOT_FOUND');
    await expectAnswer(upload('external_id=documented&type=payslip', pdf), 422, 'bad_request');
    await expectAnswer(upload('external_id=documented&type=imss_constancia', Buffer.alloc(5 * 1024 * 1024 + 1)), 413, 'payload_too_large');
    await expectAnswer(api.get(`/v1/documents/${id}`), 200);
    await expectAnswer(api.get(`/v1/documents/${id}/file`), 200);
    await expectAnswer(api.get(`/v1/users/${userId}/documents`), 200);
    await expectAnswer(api.get(`/v1/users/${userId}/documents?page=0`), 422, 'bad_request');
    await expectAnswer(api.get(`/v1/users/${unknown}/documents`), 404, 'USER_NOT_FOUND');
    for (const call of [upload('external_id=documented&type=imss_constancia', pdf, publicApi), publicApi.get(`/v1/documents/${id}`), publicApi.get(`/v1/documents/${id}/file`),
      publicApi.delete(`/v1/documents/${id}`), publicApi.get(`/v1/users/${userId}/documents`)]) {
      await expectAnswer(call, 403, 'forbidden_error');
    }
    await expectAnswer(api.delete(`/v1/documents/${id}`), 200);
    for (const [method, path] of [['get', ''], ['get', '/file'], ['delete', '']] as const) {
      await expectAnswer(api[method](`/v1/documents/${id}${path}`), 404, 'not_found_error');
    }
  }
});
