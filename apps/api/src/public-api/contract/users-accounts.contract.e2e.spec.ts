import type { Platform } from '@gig/domain';
import { sandboxScenarios } from '@gig/sandbox';
import { SWEEP_BUDGET_MS } from '@gig/testing';
import { platformFailureCodes } from '../../platform/docs/platform-failure-codes';
import { httpStatusOf } from '../../platform/http/error-statuses';
import { wireFieldName } from '../../platform/http/wire-field-names';
import { ApiClient, GOOD_IDENTIFIER } from '../../testing/api-client';
import type { ApiHarness } from '../../testing/api-harness';
import { ContractSweep, OVER_ONE_MB, PLATFORMS, useContractSweep } from '../../testing/contract-sweep';
import { CRASHING_IDENTIFIER, failingIdentifier, failingSecret } from '../../testing/contract-platform';

const WINDOW = { start_date: '2025-03-01', end_date: '2025-03-10' };

/**
 * Users and their accounts: the connection flow, reads, login limits, the sandbox's and the platforms' failures, refreshes. Every answer is checked against the document; each status of the operations tagged users, accounts is
 * reached here, but those every-route.contract.e2e.spec.ts reaches on every keyed operation.
 */
describe('The contract sweep: users, accounts', () => {
  const sweep = useContractSweep();
  let h: ApiHarness;
  let api: ApiClient;
  let publicApi: ApiClient;
  const expectAnswer: ContractSweep['expectAnswer'] = (call, status, code) => sweep().expectAnswer(call, status, code);
  const newAccount = (platform: string, identifier: string, userId: string) => sweep().newAccount(platform, identifier, userId);

  beforeAll(() => {
    ({ h, api, publicApi } = sweep());
  });

  it('reaches every status of the users\' and accounts\' operations', async () => {
    await sweep().publicKeyEverywhere(['users', 'accounts'], await api.createUser('keys'));
    await users();
    await consents();
    const accountIds = await accountLifecycle();
    await accountReads(accountIds);
    await loginLimits();
    await sandboxScenarioAnswers();
    await platformFailures();
    await refreshes();
    expect(h.conformance.violations).toEqual([]);
    expect(sweep().unreached(['users', 'accounts'])).toEqual([]);
  }, SWEEP_BUDGET_MS);

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

  /** A worker met by a widget consents (the public key). */
  async function consents() {
    const origins = ['https://app.lender.example'];
    const id = (await expectAnswer(api.post('/v1/widgets', { name: 'consents', allowed_origins: origins }), 201)).body.data.widget_id;
    const unknown = crypto.randomUUID();
    const userId = (await expectAnswer(publicApi.post('/v1/users', { widget_id: id }), 201)).body.data.user_id;
    await expectAnswer(publicApi.post('/v1/users', { widget_id: unknown }), 422, 'bad_request');
    const consent = { user_id: userId, timestamp: h.clock.now().toISOString(), consent_method: 'checkbox', version: '2026-11', language: 'es', device: 'contract' };
    await expectAnswer(publicApi.post('/v1/users/consent', consent), 201);
    await expectAnswer(publicApi.post('/v1/users/consent', { ...consent, ip_address: 'nope' }), 422, 'bad_request');
    await expectAnswer(publicApi.post('/v1/users/consent', { ...consent, user_id: unknown }), 404, 'USER_NOT_FOUND');
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
});
