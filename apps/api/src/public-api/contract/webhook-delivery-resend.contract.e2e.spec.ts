import { AuthenticateApiKey, DomainError } from '@gig/domain';
import request from 'supertest';
import { publicApiDocument } from '../../composition/openapi-documents';
import { ApiClient, apiClient } from '../../testing/api-client';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { documentedStatuses } from '../../testing/documented-statuses';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, SWEEP_BUDGET_MS } from '@gig/testing';

const OPERATION = 'resendWebhookDelivery';

/**
 * `POST /v1/webhooks/{webhook_id}/deliveries/{delivery_id}/resend` at every status it documents, each answer valid
 * against the document (the harness checks every answer); the big sweep leaves this operation to this file.
 */
describe('Resending a webhook delivery answers every status its OpenAPI document declares', () => {
  let h: ApiHarness;
  let api: ApiClient;
  let publicApi: ApiClient;

  beforeAll(async () => {
    h = await openApiHarness({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', FAILED_AUTH_LIMIT_PER_MINUTE: '1' } });
    const company = await h.createCompany();
    api = apiClient(h.app, company.private_key);
    publicApi = apiClient(h.app, company.public_key);
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  const expectAnswer = async (call: request.Test | Promise<request.Response>, status: number, code?: string) => {
    const res = await call;
    expect([res.status, res.body.error?.code]).toEqual([status, code]);
    return res;
  };

  it('queues a delivery again (202) and refuses what it documents', async () => {
    const webhookId = (await expectAnswer(api.post('/v1/webhooks', { url: 'http://127.0.0.1:9/hooks', name: 'contract' }), 201)).body.data.webhook_id;
    await expectAnswer(api.post(`/v1/webhooks/${webhookId}/test`), 202);
    const deliveryId = (await api.get(`/v1/webhooks/${webhookId}/deliveries`)).body.data.deliveries[0].delivery_id as string;
    const path = `/v1/webhooks/${webhookId}/deliveries/${deliveryId}/resend`;
    const unknown = crypto.randomUUID();

    const resent = await expectAnswer(api.post(path), 202);
    expect(resent.body.data).toEqual({ webhook_id: webhookId, delivery_id: deliveryId, resent: true });
    await expectAnswer(publicApi.post(path), 403, 'forbidden_error');
    await expectAnswer(api.post(`/v1/webhooks/${webhookId}/deliveries/${unknown}/resend`), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/webhooks/${unknown}/deliveries/${deliveryId}/resend`), 404, 'not_found_error');
    await expectAnswer(api.post(`${path}?note=%00`), 422, 'bad_request');
    const lookup = jest.spyOn(AuthenticateApiKey.prototype, 'execute').mockRejectedValue(new DomainError('service_unavailable', 'The database is not reachable right now; retry shortly.'));
    await expectAnswer(api.post(path), 503, 'service_unavailable');
    lookup.mockRestore();
    await expectAnswer(request(h.app.getHttpServer()).post(path), 401, 'missing_api_key');
    await expectAnswer(request(h.app.getHttpServer()).post(path).set('X-Api-Key', 'sk_sandbox_guess'), 429, 'too_many_requests');

    const reached = new Set(h.conformance.checked.map((answer) => `${answer.operationId} ${answer.status}`));
    const documented = documentedStatuses(publicApiDocument(h.app)).filter((entry) => entry.startsWith(`${OPERATION} `));
    expect(documented.map((entry) => entry.split(' ')[1]).sort()).toEqual(['202', '401', '403', '404', '422', '429', '500', '503']);
    expect(documented.filter((entry) => !reached.has(entry) && !entry.endsWith(' 500'))).toEqual([]);
    expect(h.conformance.violations).toEqual([]);
  }, SWEEP_BUDGET_MS);
});
