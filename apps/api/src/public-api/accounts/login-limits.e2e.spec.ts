import type { PlatformConnector } from '@gig/domain';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';
import { overriddenConnector } from '../../testing/overridden-connector';

const MINUTE = 60_000;

describe('Login limits of spec section 8, on an injected clock', () => {
  let userId: string;
  let platformCalls: number;
  const counting = (connector: PlatformConnector): PlatformConnector => overriddenConnector(connector, {
    startLogin: (r) => (platformCalls++, connector.startLogin(r)),
    verify: (r) => (platformCalls++, connector.verify(r)),
  });
  const e2e = e2eSetup({ wrapConnector: counting });
  const create = (identifier: string, platform = 'uber') =>
    e2e.api.post('/v1/accounts', { identifier, platform, country: 'mx', user_id: userId });

  beforeEach(async () => {
    platformCalls = 0;
    userId = await e2e.api.createUser();
  }, RESET_BUDGET_MS);

  it('answers 412 recent_login_successful within 12 hours of a successful login, and lets it through after', async () => {
    const created = await create('ana@example.com').expect(201);
    await e2e.api.post(`/v1/accounts/${created.body.data.account_id}/validate`, { otp_code: '123456' }).expect(200);
    await e2e.h.runJobs();
    await e2e.api.delete(`/v1/accounts/${created.body.data.account_id}`).expect(200);
    e2e.h.clock.advance(11 * 60 * MINUTE);
    const again = await create('ana@example.com');
    expect([again.status, again.body.error.code]).toEqual([412, 'recent_login_successful']);
    e2e.h.clock.advance(60 * MINUTE);
    await create('ana@example.com').expect(201);
  });

  it('answers login_refused for 30 minutes without reaching the platform', async () => {
    const refused = await create('login-refused@sandbox.gig.dev');
    expect([refused.status, refused.body.error.code]).toEqual([400, 'login_refused']);
    expect(platformCalls).toBe(1);
    e2e.h.clock.advance(29 * MINUTE);
    expect((await create('login-refused@sandbox.gig.dev')).body.error.code).toBe('login_refused');
    expect(platformCalls).toBe(1);
    e2e.h.clock.advance(MINUTE);
    await create('login-refused@sandbox.gig.dev');
    expect(platformCalls).toBe(2);
  });

  it('pauses an institute until the next day in Mexico City after too_many_requests', async () => {
    e2e.h.clock.advance(-6 * 60 * MINUTE - 30 * MINUTE); // 2025-03-15T05:30Z: still 14 March in Mexico City
    const first = await create('SAND000101HDFXXX04', 'imss');
    expect([first.status, first.body.error.code]).toEqual([429, 'too_many_requests']);
    e2e.h.clock.advance(29 * MINUTE);
    expect((await create('SAND000101HDFXXX04', 'imss')).body.error.code).toBe('too_many_requests');
    expect(platformCalls).toBe(1);
    e2e.h.clock.advance(MINUTE); // 06:00Z: 15 March has begun in Mexico City
    await create('SAND000101HDFXXX04', 'imss');
    expect(platformCalls).toBe(2);
  });
});
