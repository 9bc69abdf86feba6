import type { OpenAPIObject } from '@nestjs/swagger';
import { AuthenticateApiKey, DomainError, LARGE_COPY_EARNING_DAYS, Platform, PlatformRegistry, VerifyReport, VerifyReportFile } from '@gig/domain';
import { sandboxScenarios } from '@gig/sandbox';
import request from 'supertest';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { publicApiDocument } from '../../composition/openapi-documents';
import { platformFailureCodes } from '../../platform/docs/platform-failure-codes';
import { httpStatusOf } from '../../platform/http/error-statuses';
import { wireFieldName } from '../../platform/http/wire-field-names';
import { ApiClient, apiClient, GOOD_IDENTIFIER } from '../../testing/api-client';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { contractPlatform, CRASHING_IDENTIFIER, failingIdentifier, failingSecret } from '../../testing/contract-platform';
import { unreachedStatuses } from '../../testing/documented-statuses';
import type { CheckedAnswer } from '../../testing/openapi-conformance';
import { CLOSE_BUDGET_MS, NO_REPORT_LIMITS, OPEN_BUDGET_MS, SWEEP_BUDGET_MS } from '@gig/testing';
import { createHash } from 'node:crypto';

const PLATFORMS = PlatformRegistry.of(PLATFORM_FAMILIES);
const OVER_ONE_MB = { external_id: 'x'.repeat(1_100_000) };
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
 * A 500 is the answer to a bug: it is provoked once (a crashing adapter) and documented everywhere, not reachable on purpose elsewhere.
 * The operations a contract file of their own sweeps (beside this one) are its.
 */
const SWEPT_ELSEWHERE = ['resendWebhookDelivery'];
const excused = (entry: string) => (entry.endsWith(' 500') && entry !== 'createAccount 500') || SWEPT_ELSEWHERE.includes(entry.split(' ')[0]);

describe('Every answer of the API matches its OpenAPI document', () => {
  let h: ApiHarness;
  let document: OpenAPIObject;
  let api: ApiClient;
  let publicApi: ApiClient;
  let companyId: string;
  let privateKey: string;
  let publicKey: string;

  const expectAnswer = async (call: request.Test | Promise<request.Response>, status: number, code?: string) => {
    const res = await call;
    expect([res.status, res.body.error?.code]).toEqual([status, code]);
    return res;
  };
  const anonymous = () => request(h.app.getHttpServer());
  const newAccount = async (platform: string, identifier: string, userId: string) =>
    expectAnswer(api.post('/v1/accounts', { platform, country: PLATFORMS.find(platform)?.countries[0], identifier, user_id: userId }), 201);

  beforeAll(async () => {
    h = await openApiHarness({ wrapConnector: contractPlatform, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    document = publicApiDocument(h.app);
    const company = await h.createCompany();
    companyId = company.company_id;
    [privateKey, publicKey] = [company.private_key, company.public_key];
    api = apiClient(h.app, company.private_key);
    publicApi = apiClient(h.app, company.public_key);
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('reaches every operation and every status it documents, each answer valid against the document', async () => {
    await keysAndPermissions();
    await users();
    const accountIds = await accountLifecycle();
    await accountReads(accountIds);
    await loginLimits();
    await sandboxScenarioAnswers();
    await platformFailures();
    await aggregatedEarnings();
    await reports();
    await documents();
    await webhooks(accountIds.uber);
    await widgetsAndConnect(accountIds.uber);
    await refreshes();
    await catalogues();
    await verification();
    await expectAnswer(anonymous().get('/health'), 200);
    await expectAnswer(anonymous().get('/health?probe=%7f'), 422, 'bad_request');
    jest.spyOn(h.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    await expectAnswer(anonymous().get('/health'), 503, 'service_unavailable');
    await expectAnswer(anonymous().get('/health/live'), 200);
    await expectAnswer(anonymous().get('/health/live?probe=%7f'), 422, 'bad_request');
    await expectAnswer(anonymous().get('/health/ready'), 200);
    await expectAnswer(anonymous().get('/health/ready?probe=%7f'), 422, 'bad_request');
    jest.spyOn(h.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    await expectAnswer(anonymous().get('/health/ready'), 503, 'service_unavailable');
    await databaseDownEverywhere();

    const limited = await rateLimitedEverywhere();
    expect(h.conformance.violations).toEqual([]);
    expect(unreachedStatuses(document, [...h.conformance.checked, ...limited], excused)).toEqual([]);
  }, SWEEP_BUDGET_MS);

  /** Every route that takes a key, `id` in place of each id. */
  function keyedRoutes(id: string) {
    return [['get', `/v1/users?external_id=keys`], ['get', `/v1/users/${id}`], ['get', `/v1/users/${id}/accounts`], ['delete', `/v1/users/${id}`],
      ['post', '/v1/users'], ['post', '/v1/users/earnings/aggregated'], ['get', '/v1/platforms'], ['get', '/v1/sandbox/scenarios'], ['post', '/v1/accounts'],
      ['post', `/v1/accounts/${id}/validate`], ['get', `/v1/accounts/${id}`], ['delete', `/v1/accounts/${id}`],
      ['get', `/v1/accounts/${id}/profile`], ['get', `/v1/accounts/${id}/employment`], ['post', `/v1/accounts/${id}/earnings/search`],
      ['post', '/v1/webhooks'], ['get', '/v1/webhooks'], ['get', `/v1/webhooks/${id}`], ['put', `/v1/webhooks/${id}`], ['delete', `/v1/webhooks/${id}`],
      ['post', `/v1/webhooks/${id}/rotate-secret`], ['post', `/v1/webhooks/${id}/test`], ['get', `/v1/webhooks/${id}/deliveries`],
      ['get', `/v1/webhooks/${id}/deliveries/${id}`],
      ['post', `/v1/accounts/${id}/resend-webhook`], ['post', `/v1/accounts/${id}/refresh`], ['patch', `/v1/accounts/${id}`],
      ['post', '/v1/widgets'], ['get', '/v1/widgets'], ['get', `/v1/widgets/${id}`], ['put', `/v1/widgets/${id}`], ['get', `/v1/connect/widgets/${id}`],
      ['get', `/v1/connect/accounts/${id}`], ['post', '/v1/users/consent'], ['post', '/v1/connect/tokens'], ['post', '/v1/connect/tokens/revoke'], ['get', '/v1/connect/session'],
      ['post', `/v1/accounts/${id}/disconnect`], ['post', `/v1/connect/accounts/${id}/disconnect`],
      ['post', '/v1/connect/worker-requests'], ['get', '/v1/connect/worker-requests'], ['get', '/v1/connect/worker-requests/copy'], ['get', `/v1/connect/worker-requests/copy/${id}`], ['get', '/v1/worker-requests'],
      ['post', `/v1/worker-requests/${id}/complete`], ['post', `/v1/worker-requests/${id}/decline`],
      ['post', '/v1/reports'], ['get', `/v1/reports/${id}`], ['get', `/v1/reports/${id}/pdf`], ['delete', `/v1/reports/${id}`], ['get', `/v1/users/${id}/reports`],
      ['post', '/v1/documents'], ['get', `/v1/documents/${id}`], ['get', `/v1/documents/${id}/file`], ['delete', `/v1/documents/${id}`],
      ['get', `/v1/users/${id}/documents`], ['get', '/v1/sandbox/documents'], ['get', `/v1/sandbox/documents/${id}`], ['post', '/v1/connect/documents']] as const;
  }

  /** With one failed authentication allowed per address and minute, every keyed route answers 429 after it; the answers checked. */
  async function rateLimitedEverywhere(): Promise<CheckedAnswer[]> {
    const limited = await openApiHarness({ env: { FAILED_AUTH_LIMIT_PER_MINUTE: '1', VERIFY_LIMIT_PER_MINUTE: '1' } });
    try {
      const server = () => request(limited.app.getHttpServer());
      await expectAnswer(server().get('/v1/platforms'), 401, 'missing_api_key');
      for (const [method, path] of keyedRoutes(crypto.randomUUID())) {
        const refused = await expectAnswer(server()[method](path).set('X-Api-Key', 'sk_sandbox_guess'), 429, 'too_many_requests');
        expect([path, Number(refused.headers['retry-after']) > 0]).toEqual([path, true]);
      }
      await expectAnswer(server().get('/health'), 200);
      await expectAnswer(server().get(`/verify/${crypto.randomUUID()}?format=json`), 404, 'not_found_error');
      await expectAnswer(server().get(`/verify/${crypto.randomUUID()}?format=json`), 429, 'too_many_requests');
      await expectAnswer(server().post('/verify').set('Content-Type', 'application/pdf').send(Buffer.from('%PDF-1.7')), 429, 'too_many_requests');
      return limited.conformance.checked;
    } finally {
      await limited.close();
    }
  }

  /** While the database cannot be reached, every keyed route answers 503 (the key lookup is the first query). */
  async function databaseDownEverywhere() {
    const down = new DomainError('service_unavailable', 'The database is not reachable right now; retry shortly.');
    const lookup = jest.spyOn(AuthenticateApiKey.prototype, 'execute').mockRejectedValue(down);
    for (const [method, path] of keyedRoutes(crypto.randomUUID())) await expectAnswer(api[method](path), 503, 'service_unavailable');
    lookup.mockRestore();
  }

  async function keysAndPermissions() {
    const userId = await api.createUser('keys');
    await expectAnswer(anonymous().get(`/v1/users/${userId}`), 401, 'missing_api_key');
    await expectAnswer(apiClient(h.app, 'gig_private_not-a-key').get(`/v1/users/${userId}`), 401, 'invalid_api_key');
    await expectAnswer(publicApi.get(`/v1/users/${userId}`), 403, 'forbidden_error');
    await expectAnswer(api.get(`/v1/users/${userId}%1b`), 422, 'bad_request');
    await h.database.repositories.companies.setPermissions(companyId, { readEnabled: false });
    await expectAnswer(api.get(`/v1/users/${userId}`), 401, 'read_permissions_disabled');
    await h.database.repositories.companies.setPermissions(companyId, { readEnabled: true, writeEnabled: false });
    await expectAnswer(api.post('/v1/users', {}), 401, 'write_permissions_disabled');
    await h.database.repositories.companies.setPermissions(companyId, { readEnabled: true, writeEnabled: true });
    for (const [method, path] of keyedRoutes(userId)) {
      await expectAnswer(anonymous()[method](path), 401, 'missing_api_key');
      await expectAnswer(api[method](`${path}${path.includes('?') ? '&' : '?'}note=%00`), 422, 'bad_request');
      const withPublicKey = await publicApi[method](path);
      expect(withPublicKey.status).not.toBe(500);
    }
  }

  async function users() {
    const created = await expectAnswer(api.post('/v1/users', { external_id: 'worker-7' }), 201);
    await expectAnswer(api.post('/v1/users', { external_id: 'worker-7' }), 200);
    await expectAnswer(publicApi.post('/v1/users', {}), 201);
    await expectAnswer(publicApi.post('/v1/users', { external_id: 'worker-7' }), 403, 'forbidden_error');
    await expectAnswer(api.post('/v1/users', { external_id: 7 }), 422, 'bad_request');
    await expectAnswer(api.post('/v1/users', OVER_ONE_MB), 422, 'bad_request');
    const userId = created.body.data.user_id;
    await expectAnswer(api.get('/v1/users?external_id=worker-7'), 200);
    await expectAnswer(api.get('/v1/users?external_id=nobody'), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.get('/v1/users'), 422, 'bad_request');
    await expectAnswer(api.get(`/v1/users/${userId}`), 200);
    await expectAnswer(api.get(`/v1/users/${userId}/accounts`), 200);
    await expectAnswer(api.delete(`/v1/users/${userId}`), 200);
    await expectAnswer(api.get(`/v1/users/${userId}`), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.get(`/v1/users/${userId}/accounts`), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.delete(`/v1/users/${userId}`), 404, 'USER_NOT_FOUND');
  }

  async function accountLifecycle() {
    const userId = await api.createUser('connected');
    const uber = (await newAccount('uber', 'ana@example.com', userId)).body.data.account_id;
    await expectAnswer(api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: 'ana@example.com', user_id: crypto.randomUUID() }), 404, 'USER_NOT_FOUND');
    await expectAnswer(api.post('/v1/accounts', { platform: 'uber' }), 422, 'bad_request');
    await expectAnswer(api.post('/v1/accounts', OVER_ONE_MB), 422, 'bad_request');
    await expectAnswer(api.post(`/v1/accounts/${crypto.randomUUID()}/validate`, { otp_code: '123456' }), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/accounts/${uber}/validate`, { otp_code: 123456 }), 422, 'bad_request');
    await expectAnswer(api.post(`/v1/accounts/${uber}/validate`, OVER_ONE_MB), 422, 'bad_request');
    await expectAnswer(publicApi.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }), 200);
    await expectAnswer(api.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }), 400, 'login_in_process');
    await h.runJobs();
    await expectAnswer(api.post(`/v1/accounts/${uber}/validate`, { otp_code: '123456' }), 403, 'already_connected');
    await expectAnswer(api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: 'ana@example.com', user_id: userId }), 403, 'already_connected');
    const imss = (await newAccount('imss', GOOD_IDENTIFIER.curp, userId)).body.data.account_id;
    await expectAnswer(api.get(`/v1/accounts/${imss}/employment`), 404, 'employment_info_not_found');
    await h.runJobs();
    return { uber, imss };
  }

  async function accountReads({ uber, imss }: { uber: string; imss: string }) {
    const unknown = crypto.randomUUID();
    for (const path of ['', '/profile', '/employment']) {
      await expectAnswer(api.get(`/v1/accounts/${uber}${path}`), path === '/employment' ? 404 : 200, path === '/employment' ? 'not_found_error' : undefined);
      await expectAnswer(api.get(`/v1/accounts/${unknown}${path}`), 404, 'not_found_error');
    }
    await expectAnswer(api.get(`/v1/accounts/${imss}/employment?items_per_page=2`), 200);
    await expectAnswer(api.get(`/v1/accounts/${imss}/employment?page=0`), 422, 'bad_request');
    await expectAnswer(api.post(`/v1/accounts/${uber}/earnings/search`, WINDOW), 200);
    await expectAnswer(api.post(`/v1/accounts/${unknown}/earnings/search`, WINDOW), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/accounts/${uber}/earnings/search`, { start_date: 'yesterday' }), 422, 'bad_request');
    await expectAnswer(api.post(`/v1/accounts/${uber}/earnings/search`, OVER_ONE_MB), 422, 'bad_request');
    await expectAnswer(api.delete(`/v1/accounts/${imss}`), 200);
    await expectAnswer(api.delete(`/v1/accounts/${imss}`), 404, 'not_found_error');
  }

  async function loginLimits() {
    const [first, second] = [await api.createUser('limits-1'), await api.createUser('limits-2')];
    const waiting = (await newAccount('uber', 'luis@example.com', first)).body.data.account_id;
    const other = (await newAccount('uber', 'luis@example.com', second)).body.data.account_id;
    await expectAnswer(api.post(`/v1/accounts/${other}/validate`, { otp_code: '123456' }), 200);
    await expectAnswer(api.post(`/v1/accounts/${waiting}/validate`, { otp_code: '123456' }), 412, 'recent_login_successful');
    await expectAnswer(api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: 'luis@example.com', user_id: await api.createUser('limits-3') }), 412, 'recent_login_successful');
    await h.runJobs();
  }

  async function sandboxScenarioAnswers() {
    const userId = await api.createUser('scenarios');
    for (const scenario of sandboxScenarios(PLATFORMS.all()).filter((row) => row.outcome === 'failure' && row.stage !== 'After Validation' && row.stage !== 'refresh')) {
      const platform = PLATFORMS.find(scenario.platform) as Platform;
      const identifier = scenario.field === 'identifier' ? scenario.value : GOOD_IDENTIFIER[platform.identifierKind];
      const created = await api.post('/v1/accounts', { identifier, platform: platform.code, country: platform.countries[0], user_id: userId });
      if (scenario.field !== 'identifier' && created.status === 201) {
        const validated = await api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { [wireFieldName(scenario.field)]: scenario.value });
        expect([scenario.value, validated.body.error?.code]).toEqual([scenario.value, scenario.code]);
      }
      if (created.status === 201) await api.delete(`/v1/accounts/${created.body.data.account_id}`);
      h.clock.advance(25 * 60 * 60_000);
    }
  }

  async function platformFailures() {
    const userId = await api.createUser('failures');
    for (const code of platformFailureCodes()) {
      await expectAnswer(api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: failingIdentifier(code), user_id: userId }), httpStatusOf(code), code);
      const account = (await newAccount('uber', `verify-${code}@contract.test`, userId)).body.data.account_id;
      await expectAnswer(api.post(`/v1/accounts/${account}/validate`, { password: failingSecret(code) }), httpStatusOf(code), code);
      h.clock.advance(25 * 60 * 60_000);
    }
    await expectAnswer(api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: CRASHING_IDENTIFIER, user_id: userId }), 500, 'internal_error');
  }

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
    const workerUpload = (query: string, bytes: Buffer) =>
      anonymous().post(`/v1/connect/documents?${query}`).set('X-Api-Key', publicKey).set('Content-Type', 'application/pdf').send(bytes);
    await expectAnswer(workerUpload(`user_id=${userId}&type=imss_constancia`, pdf), 201);
    await expectAnswer(workerUpload(`user_id=${unknown}&type=imss_constancia`, pdf), 404, 'USER_NOT_FOUND');
    await expectAnswer(workerUpload('type=imss_constancia', pdf), 422, 'bad_request');
    await expectAnswer(workerUpload(`user_id=${userId}&type=imss_constancia`, Buffer.alloc(5 * 1024 * 1024 + 1)), 413, 'payload_too_large');
    await expectAnswer(api.delete(`/v1/documents/${id}`), 200);
    for (const [method, path] of [['get', ''], ['get', '/file'], ['delete', '']] as const) {
      await expectAnswer(api[method](`/v1/documents/${id}${path}`), 404, 'not_found_error');
    }
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
    const userId = (await expectAnswer(publicApi.post('/v1/users', { widget_id: id }), 201)).body.data.user_id;
    await expectAnswer(publicApi.post('/v1/users', { widget_id: unknown }), 422, 'bad_request');
    const consent = { user_id: userId, timestamp: h.clock.now().toISOString(), consent_method: 'checkbox', version: '2026-11', language: 'es', device: 'contract' };
    await expectAnswer(publicApi.post('/v1/users/consent', consent), 201);
    await expectAnswer(publicApi.post('/v1/users/consent', { ...consent, ip_address: 'nope' }), 422, 'bad_request');
    await expectAnswer(publicApi.post('/v1/users/consent', { ...consent, user_id: unknown }), 404, 'USER_NOT_FOUND');
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

  /** A copy over LARGE_COPY_EARNING_DAYS: 202 and its id, followed until the job has prepared it. */
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

  /** A returning worker's requests, and the company's answers to them. */
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

  async function refreshes() {
    const userId = await api.createUser('refreshing');
    const id = (await newAccount('uber', 'refresh-reauth@sandbox.gig.dev', userId)).body.data.account_id;
    const refresh = () => api.post(`/v1/accounts/${id}/refresh`);
    await expectAnswer(refresh(), 404, 'entity_not_found');
    await expectAnswer(api.post(`/v1/accounts/${id}/validate`, { otp_code: '123456' }), 200);
    await h.runJobs();
    await expectAnswer(refresh(), 412, 'recent_login_successful');
    h.clock.advance(13 * 60 * 60_000);
    await expectAnswer(refresh(), 202);
    await expectAnswer(refresh(), 400, 'login_in_process');
    await h.runJobs();
    await expectAnswer(refresh(), 401, 'reauthentication_required');
    await expectAnswer(api.post(`/v1/accounts/${crypto.randomUUID()}/refresh`), 404, 'not_found_error');
    await expectAnswer(publicApi.post(`/v1/accounts/${id}/disconnect`), 403, 'forbidden_error');
    await expectAnswer(api.post(`/v1/accounts/${crypto.randomUUID()}/disconnect`), 404, 'not_found_error');
    await expectAnswer(api.post(`/v1/accounts/${id}/disconnect`), 200);
    await expectAnswer(refresh(), 401, 'reauthentication_required');
    await expectAnswer(api.patch(`/v1/accounts/${id}`, { refresh_enabled: false }), 200);
    await expectAnswer(api.patch(`/v1/accounts/${id}`, { refresh_enabled: 'no' }), 422, 'bad_request');
    await expectAnswer(api.patch(`/v1/accounts/${crypto.randomUUID()}`, { refresh_enabled: true }), 404, 'not_found_error');
  }

  /** The public verification of a report written through the repository: its page and JSON, and a file checked raw and by form. */
  async function verification() {
    const userId = await api.createUser('verified');
    const [id, pdf] = [crypto.randomUUID(), Buffer.from(`%PDF-1.7 ${crypto.randomUUID()}`)];
    const data = Buffer.from('{}');
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    await h.database.repositories.reports.createWithin({ id, companyId, userId, externalId: 'verified', language: 'es', window: { start: '2025-03-01', end: '2025-03-10' }, createdAt: h.clock.now(), environment: 'sandbox' }, NO_REPORT_LIMITS);
    await h.database.repositories.reports.complete(id, {
      status: 'ready', statusDetails: null, currency: 'mxn', currencyNote: null, data, dataSha256: hash(data), pdf, pdfSha256: hash(pdf), completedAt: h.clock.now(),
    });
    await expectAnswer(anonymous().get(`/verify/${id}?format=json`), 200);
    await expectAnswer(anonymous().get(`/verify/${id}`), 200);
    await expectAnswer(anonymous().get(`/verify/${crypto.randomUUID()}?format=json`), 404, 'not_found_error');
    await expectAnswer(anonymous().get(`/verify/${id}?note=%00`), 422, 'bad_request');
    const pdfBody = (bytes: Buffer) => anonymous().post('/verify').set('Content-Type', 'application/pdf').send(bytes);
    expect((await expectAnswer(pdfBody(pdf), 200)).body.data.issued).toBe(true);
    expect((await expectAnswer(anonymous().post('/verify').attach('file', Buffer.from('%PDF-1.7 other'), 'other.pdf'), 200)).body.data.issued).toBe(false);
    await expectAnswer(pdfBody(Buffer.alloc(5 * 1024 * 1024 + 1)), 413, 'payload_too_large');
    await expectAnswer(anonymous().post('/verify').send({}), 422, 'bad_request');
    const down = new DomainError('service_unavailable', 'The database is not reachable right now; retry shortly.');
    jest.spyOn(VerifyReport.prototype, 'execute').mockRejectedValueOnce(down);
    await expectAnswer(anonymous().get(`/verify/${id}?format=json`), 503, 'service_unavailable');
    jest.spyOn(VerifyReportFile.prototype, 'execute').mockRejectedValueOnce(down);
    await expectAnswer(pdfBody(pdf), 503, 'service_unavailable');
  }

  async function catalogues() {
    await expectAnswer(publicApi.get('/v1/platforms'), 200);
    await expectAnswer(publicApi.get('/v1/sandbox/scenarios'), 200);
    await expectAnswer(publicApi.get('/v1/sandbox/documents'), 200);
    await expectAnswer(api.get('/v1/sandbox/documents/genuine'), 200);
    await expectAnswer(api.get('/v1/sandbox/documents/nonsense'), 404, 'not_found_error');
    await expectAnswer(apiClient(h.app, 'nope').get('/v1/platforms'), 401, 'invalid_api_key');
  }
});
