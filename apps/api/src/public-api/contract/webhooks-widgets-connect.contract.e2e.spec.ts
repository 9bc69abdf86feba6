import { LARGE_COPY_EARNING_DAYS } from '@gig/domain';
import { SWEEP_BUDGET_MS } from '@gig/testing';
import { ApiClient } from '../../testing/api-client';
import type { ApiHarness } from '../../testing/api-harness';
import { ContractSweep, OVER_ONE_MB, useContractSweep } from '../../testing/contract-sweep';


/**
 * Webhooks, widgets and what the widget reaches: connect tokens, a worker's requests, copies and uploads. Every answer is checked against the document; each status of the operations tagged webhooks, widgets, connect, worker-requests is
 * reached here, but those every-route.contract.e2e.spec.ts reaches on every keyed operation.
 */
describe('The contract sweep: webhooks, widgets, connect, worker-requests', () => {
  const sweep = useContractSweep();
  let h: ApiHarness;
  let api: ApiClient;
  let publicApi: ApiClient;
  let publicKey: string;
  const expectAnswer: ContractSweep['expectAnswer'] = (call, status, code) => sweep().expectAnswer(call, status, code);
  const anonymous = () => sweep().anonymous();
  const newAccount = (platform: string, identifier: string, userId: string) => sweep().newAccount(platform, identifier, userId);

  beforeAll(() => {
    ({ h, api, publicApi, publicKey } = sweep());
  });

  it('reaches every status of the webhooks\', widgets\', connect and worker requests\' operations', async () => {
    await sweep().publicKeyEverywhere(['webhooks', 'widgets', 'connect', 'worker-requests'], await api.createUser('keys'));
    const accountId = await connectedAccount();
    await webhooks(accountId);
    await widgetsAndConnect(accountId);
    await connectDocuments();
    expect(h.conformance.violations).toEqual([]);
    expect(sweep().unreached(['webhooks', 'widgets', 'connect', 'worker-requests'])).toEqual([]);
  }, SWEEP_BUDGET_MS);

  /** An uber account, validated and retrieved. */
  async function connectedAccount(): Promise<string> {
    const uber = (await newAccount('uber', 'ana@example.com', await api.createUser('connected'))).body.data.account_id;
    await expectAnswer(publicApi.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }), 200);
    await h.runJobs();
    return uber;
  }

  async function webhooks(accountId: string) {
    const created = await expectAnswer(api.post('/v1/webhooks', { url: 'http://127.0.0.1:9/hooks', name: 'contract', events: ['login.success'] }), 201);
    await expectAnswer(api.post('/v1/webhooks', { url: 'ftp://example.com', name: 'x' }), 422, 'bad_request');
    await expectAnswer(api.post('/v1/webhooks', OVER_ONE_MB), 422, 'bad_request');
    const id = created.body.data.webhook_id;
    const unknown = crypto.randomUUID();
    await expectAnswer(api.get('/v1/webhooks'), 200);
    await expectAnswer(publicApi.get('/v1/webhooks'), 403, 'forbidden_error');
    await expectAnswer(api.put(`/v1/webhooks/${id}`, { name: 'renamed' }), 200);
    await expectAnswer(api.put(`/v1/webhooks/${id}`, { events: ['nonsense'] }), 422, 'bad_request');
    await expectAnswer(api.post(`/v1/webhooks/${id}/rotate-secret`), 200);
    await expectAnswer(api.post(`/v1/webhooks/${id}/test`), 202);
    await expectAnswer(api.post(`/v1/accounts/${accountId}/resend-webhook`), 202);
    await expectAnswer(api.post(`/v1/accounts/${unknown}/resend-webhook`), 404, 'not_found_error');
    await expectAnswer(api.get(`/v1/webhooks/${id}/deliveries?items_per_page=5`), 200);
    await expectAnswer(api.get(`/v1/webhooks/${id}/deliveries?page=0`), 422, 'bad_request');
    const deliveryId = (await api.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries[0].delivery_id as string;
    await expectAnswer(api.get(`/v1/webhooks/${id}/deliveries/${deliveryId}`), 200);
    await expectAnswer(api.get(`/v1/webhooks/${id}/deliveries/${unknown}`), 404, 'not_found_error');
    const resend = `/v1/webhooks/${id}/deliveries/${deliveryId}/resend`;
    expect((await expectAnswer(api.post(resend), 202)).body.data).toEqual({ webhook_id: id, delivery_id: deliveryId, resent: true });
    await expectAnswer(publicApi.post(resend), 403, 'forbidden_error');
    await expectAnswer(api.post(`/v1/webhooks/${id}/deliveries/${unknown}/resend`), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/webhooks/${unknown}/deliveries/${deliveryId}/resend`), 404, 'not_found_error');
    await expectAnswer(api.get(`/v1/webhooks/${id}`), 200);
    await expectAnswer(api.delete(`/v1/webhooks/${id}`), 200);
    for (const [method, path] of [['get', ''], ['put', ''], ['delete', ''], ['post', '/rotate-secret'], ['post', '/test'], ['get', '/deliveries']] as const) {
      await expectAnswer(api[method](`/v1/webhooks/${unknown}${path}`), 404, 'not_found_error');
    }
  }

  async function widgetsAndConnect(accountId: string) {
    const origins = ['https://app.lender.example'];
    const id = (await expectAnswer(api.post('/v1/widgets', { name: 'contract', allowed_origins: origins }), 201)).body.data.widget_id;
    const unknown = crypto.randomUUID();
    await expectAnswer(api.post('/v1/widgets', { name: 'x', allowed_origins: ['https://app.lender.example/'] }), 422, 'bad_request');
    await expectAnswer(api.post('/v1/widgets', OVER_ONE_MB), 422, 'bad_request');
    await expectAnswer(api.get('/v1/widgets'), 200);
    await expectAnswer(api.get(`/v1/widgets/${id}`), 200);
    await expectAnswer(api.put(`/v1/widgets/${id}`, { language: 'en' }), 200);
    await expectAnswer(api.put(`/v1/widgets/${id}`, { language: 'fr' }), 422, 'bad_request');
    for (const [method, path] of [['post', '/v1/widgets'], ['get', '/v1/widgets'], ['get', `/v1/widgets/${id}`], ['put', `/v1/widgets/${id}`]] as const) {
      await expectAnswer(publicApi[method](path, { name: 'x', allowed_origins: origins }), 403, 'forbidden_error');
    }
    await expectAnswer(api.get(`/v1/widgets/${unknown}`), 404, 'not_found_error');
    await expectAnswer(api.put(`/v1/widgets/${unknown}`, { name: 'x' }), 404, 'not_found_error');
    await expectAnswer(publicApi.get(`/v1/connect/widgets/${id}`), 200);
    await expectAnswer(publicApi.get(`/v1/connect/widgets/${unknown}`), 404, 'not_found_error');
    await expectAnswer(publicApi.get(`/v1/connect/accounts/${accountId}`), 200);
    await expectAnswer(publicApi.get(`/v1/connect/accounts/${unknown}`), 404, 'not_found_error');
    await connectTokens(id, unknown);
  }

  async function connectTokens(widgetId: string, unknown: string) {
    const userId = await api.createUser('returning');
    await expectAnswer(publicApi.post('/v1/connect/tokens', { user_id: userId, widget_id: widgetId }), 403, 'forbidden_error');
    await expectAnswer(api.post('/v1/connect/tokens', { external_id: 'nobody', widget_id: widgetId }), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.post('/v1/connect/tokens', { user_id: userId, widget_id: unknown }), 422, 'bad_request');
    const token = (await expectAnswer(api.post('/v1/connect/tokens', { external_id: 'returning', widget_id: widgetId }), 201)).body.data.connect_token;
    const withToken = (path: string) => anonymous().get(path).set('Authorization', `Bearer ${token}`);
    const postWithToken = (path: string) => anonymous().post(path).set('Authorization', `Bearer ${token}`).send({});
    await expectAnswer(withToken('/v1/connect/session'), 200);
    const mine = (await newAccount('uber', 'worker.disconnects@example.com', userId)).body.data.account_id;
    await expectAnswer(publicApi.post(`/v1/connect/accounts/${mine}/disconnect`), 403, 'forbidden_error');
    await expectAnswer(postWithToken(`/v1/connect/accounts/${unknown}/disconnect`), 404, 'not_found_error');
    await expectAnswer(postWithToken(`/v1/connect/accounts/${mine}/disconnect`), 200);
    await workerRequests(token);
    await largeCopy(token, mine);
    await expectAnswer(withToken(`/v1/connect/widgets/${widgetId}`), 200);
    await expectAnswer(publicApi.get('/v1/connect/session'), 403, 'forbidden_error');
    await expectAnswer(publicApi.post('/v1/connect/tokens/revoke', { connect_token: token }), 403, 'forbidden_error');
    await expectAnswer(api.post('/v1/connect/tokens/revoke', { connect_token: 42 }), 422, 'bad_request');
    await expectAnswer(api.post('/v1/connect/tokens/revoke', { connect_token: token }), 204);
    await expectAnswer(withToken('/v1/connect/session'), 401, 'invalid_api_key');
    h.clock.advance(31 * 60_000);
  }

  async function workerRequests(token: string) {
    const ask = (body: object) => anonymous().post('/v1/connect/worker-requests').set('Authorization', `Bearer ${token}`).send(body);
    await expectAnswer(ask({ type: 'erase' }), 422, 'bad_request');
    await expectAnswer(publicApi.post('/v1/connect/worker-requests', { type: 'objection' }), 403, 'forbidden_error');
    await expectAnswer(publicApi.get('/v1/connect/worker-requests'), 403, 'forbidden_error');
    await expectAnswer(publicApi.get('/v1/connect/worker-requests/copy'), 403, 'forbidden_error');
    await expectAnswer(anonymous().get('/v1/connect/worker-requests/copy').set('Authorization', `Bearer ${token}`), 200);
    const objection = (await expectAnswer(ask({ type: 'objection' }), 201)).body.data.request_id;
    const deletion = (await expectAnswer(ask({ type: 'deletion', message: 'contract' }), 201)).body.data.request_id;
    await expectAnswer(anonymous().get('/v1/connect/worker-requests').set('Authorization', `Bearer ${token}`), 200);
    await expectAnswer(api.get('/v1/worker-requests?status=pending'), 200);
    await expectAnswer(api.get('/v1/worker-requests?status=open'), 422, 'bad_request');
    await expectAnswer(publicApi.get('/v1/worker-requests'), 403, 'forbidden_error');
    await expectAnswer(publicApi.post(`/v1/worker-requests/${objection}/complete`), 403, 'forbidden_error');
    await expectAnswer(publicApi.post(`/v1/worker-requests/${deletion}/decline`, { reason: 'x' }), 403, 'forbidden_error');
    await expectAnswer(api.post(`/v1/worker-requests/${crypto.randomUUID()}/complete`), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/worker-requests/${crypto.randomUUID()}/decline`, { reason: 'x' }), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/worker-requests/${deletion}/decline`, { reason: 7 }), 422, 'bad_request');
    await expectAnswer(api.post(`/v1/worker-requests/${objection}/complete`), 200);
    await expectAnswer(api.post(`/v1/worker-requests/${deletion}/decline`, { reason: 'We must keep the loan file.' }), 200);
  }

  async function largeCopy(token: string, accountId: string) {
    const days = Array.from({ length: LARGE_COPY_EARNING_DAYS + 1 }, (_, i) => ({
      accountId, earningDate: new Date(Date.UTC(2012, 0, 1) + i * 86_400_000).toISOString().slice(0, 10), amountCents: 1_000, currency: 'mxn' as const, countTrips: 1,
    }));
    await h.database.repositories.earnings.upsert(days);
    const withToken = (path: string) => anonymous().get(path).set('Authorization', `Bearer ${token}`);
    const copyId = (await expectAnswer(withToken('/v1/connect/worker-requests/copy'), 202)).body.data.copy_id as string;
    await expectAnswer(withToken(`/v1/connect/worker-requests/copy/${copyId}`), 202);
    await expectAnswer(publicApi.get(`/v1/connect/worker-requests/copy/${copyId}`), 403, 'forbidden_error');
    await expectAnswer(withToken(`/v1/connect/worker-requests/copy/${crypto.randomUUID()}`), 404, 'not_found_error');
    await h.runJobs();
    await expectAnswer(withToken(`/v1/connect/worker-requests/copy/${copyId}`), 200);
  }

  /** A worker's own upload with the public key. */
  async function connectDocuments() {
    const userId = await api.createUser('uploading');
    const unknown = crypto.randomUUID();
    const pdf = Buffer.from(`%PDF-1.7 ${crypto.randomUUID()}`);
    const workerUpload = (query: string, bytes: Buffer) =>
      anonymous().post(`/v1/connect/documents?${query}`).set('X-Api-Key', publicKey).set('Content-Type', 'application/pdf').send(bytes);
    await expectAnswer(workerUpload(`user_id=${userId}&type=imss_constancia`, pdf), 201);
    await expectAnswer(workerUpload(`user_id=${unknown}&type=imss_constancia`, pdf), 404, 'USER_NOT_FOUND');
    await expectAnswer(workerUpload('type=imss_constancia', pdf), 422, 'bad_request');
    await expectAnswer(workerUpload(`user_id=${userId}&type=imss_constancia`, Buffer.alloc(5 * 1024 * 1024 + 1)), 413, 'payload_too_large');
  }
});
