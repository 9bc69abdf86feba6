import type { PlatformConnector } from '@gig/domain';
import { ApiHarness, openApiHarness } from '../testing/api-harness';
import { ApiClient, apiClient } from '../testing/api-client';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const MINUTE = 60_000;

describe('Login limits of spec section 8, on an injected clock', () => {
  let h: ApiHarness;
  let api: ApiClient;
  let userId: string;
  let platformCalls: number;
  const counting = (connector: PlatformConnector): PlatformConnector => ({
    startLogin: (r) => (platformCalls++, connector.startLogin(r)),
    verify: (r) => (platformCalls++, connector.verify(r)),
    retrieve: (r) => connector.retrieve(r),
    refresh: (r) => connector.refresh(r),
  });
  const create = (identifier: string, platform = 'uber') =>
    api.post('/v1/accounts', { identifier, platform, country: 'mx', user_id: userId });

  beforeAll(async () => {
    h = await openApiHarness({ wrapConnector: counting });
  }, OPEN_BUDGET_MS);
  beforeEach(async () => {
    await h.reset();
    platformCalls = 0;
    api = apiClient(h.app, (await h.createCompany()).private_key);
    userId = await api.createUser();
  }, RESET_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('answers 412 recent_login_successful within 12 hours of a successful login, and lets it through after', async () => {
    const created = await create('ana@example.com').expect(201);
    await api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code: '123456' }).expect(200);
    await h.runJobs();
    await api.delete(`/v1/accounts/${created.body.data.account_id}`).expect(200);
    h.clock.advance(11 * 60 * MINUTE);
    const again = await create('ana@example.com');
    expect([again.status, again.body.error.code]).toEqual([412, 'recent_login_successful']);
    h.clock.advance(60 * MINUTE);
    await create('ana@example.com').expect(201);
  });

  it('answers login_refused for 30 minutes without reaching the platform', async () => {
    const refused = await create('login-refused@sandbox.gig.dev');
    expect([refused.status, refused.body.error.code]).toEqual([400, 'login_refused']);
    expect(platformCalls).toBe(1);
    h.clock.advance(29 * MINUTE);
    expect((await create('login-refused@sandbox.gig.dev')).body.error.code).toBe('login_refused');
    expect(platformCalls).toBe(1);
    h.clock.advance(MINUTE);
    await create('login-refused@sandbox.gig.dev');
    expect(platformCalls).toBe(2);
  });

  it('pauses an institute until the next day in Mexico City after too_many_requests', async () => {
    h.clock.advance(-6 * 60 * MINUTE - 30 * MINUTE); // 2025-03-15T05:30Z: still 14 March in Mexico City
    const first = await create('SAND000101HDFXXX04', 'imss');
    expect([first.status, first.body.error.code]).toEqual([429, 'too_many_requests']);
    h.clock.advance(29 * MINUTE);
    expect((await create('SAND000101HDFXXX04', 'imss')).body.error.code).toBe('too_many_requests');
    expect(platformCalls).toBe(1);
    h.clock.advance(MINUTE); // 06:00Z: 15 March has begun in Mexico City
    await create('SAND000101HDFXXX04', 'imss');
    expect(platformCalls).toBe(2);
  });
});
