import { Platform, PlatformRegistry, accountStatus } from '@gig/domain';
import { sandboxScenarios } from '@gig/sandbox';
import { SANDBOX_TEST_PLATFORMS } from '@gig/sandbox/testing';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { GOOD_IDENTIFIER } from '../../testing/api-client';
import { presentSandboxScenario, SandboxScenarioJson } from './sandbox-scenario.presenter';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

const PLATFORMS = PlatformRegistry.of(PLATFORM_FAMILIES);
const SCENARIOS = sandboxScenarios(PLATFORMS.all()).map(presentSandboxScenario);
const GOOD_SECRET = { otp: { otp_code: '123456' }, password: { password: 'correct-horse-battery' } } as const;

/**
 * The rows taken through the API: each behaviour (stage, field, code and status) once, and each way of logging in
 * (identifier kind and login methods) once at each stage. Every row, on every platform and in every country, is
 * checked where it acts, at the connector (`libs/adapters/sandbox/src/scenarios/sandbox-scenarios.behaviour.spec.ts`);
 * here, what the API answers and the state it leaves the account in, which depend on the code and the login, not on
 * which sibling platform raised it.
 */
function representatives(rows: readonly SandboxScenarioJson[]): SandboxScenarioJson[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const platform = PLATFORMS.find(row.platform) as Platform;
    const keys = [`${row.stage} ${row.field} ${row.code} ${row.http_status}`, `${row.stage} ${platform.identifierKind} ${platform.loginMethods.join('+')}`];
    const fresh = keys.some((key) => !seen.has(key));
    keys.forEach((key) => seen.add(key));
    return fresh;
  });
}

describe('The sandbox: every behaviour listed at /v1/sandbox/scenarios does what it says through the API', () => {
  let userId: string;

  const e2e = e2eSetup();
  beforeEach(async () => {
    userId = await e2e.api.createUser();
  }, RESET_BUDGET_MS);

  it('lists the same rows over HTTP, with the fields clients filter on', async () => {
    const res = await e2e.api.get('/v1/sandbox/scenarios').expect(200);
    expect(res.body.data).toEqual(SCENARIOS);
    expect(SCENARIOS.length).toBeGreaterThan(50);
  });

  const describeRow = (s: SandboxScenarioJson) => `${s.platform} ${s.field}=${s.value} → ${s.code} (${s.http_status}, ${s.stage})`;

  it("checks every row at the connector on the app's own platforms, and takes every code through the API on every way of logging in", () => {
    const byCode = (platforms: readonly Platform[]) => [...platforms].sort((a, b) => a.code.localeCompare(b.code));
    expect(byCode(SANDBOX_TEST_PLATFORMS)).toEqual(byCode(PLATFORMS.all()));
    const taken = representatives(SCENARIOS);
    expect(new Set(taken.map((s) => s.code))).toEqual(new Set(SCENARIOS.map((s) => s.code)));
    expect(new Set(taken.map((s) => PLATFORMS.find(s.platform)?.loginMethods.join('+')))).toEqual(new Set(PLATFORMS.all().map((p) => p.loginMethods.join('+'))));
  });

  it.each(representatives(SCENARIOS).map((s) => [describeRow(s), s] as const))('%s', async (_name, scenario) => {
    const platform = PLATFORMS.find(scenario.platform) as Platform;
    const country = platform.countries[0];
    const identifier = scenario.field === 'identifier' ? scenario.value : GOOD_IDENTIFIER[platform.identifierKind];
    const created = await e2e.api.post('/v1/accounts', { identifier, platform: platform.code, country, user_id: userId });
    if (scenario.field === 'identifier' && scenario.stage === 'Before Login') {
      expect([created.status, created.body.error?.code]).toEqual([scenario.http_status, scenario.code]);
      return;
    }
    expect(created.status).toBe(201);
    const accountId = created.body.data.account_id;
    if (scenario.stage === 'refresh') return expectRefreshBehaviour(scenario, accountId);
    if (scenario.field !== 'identifier' || created.body.data.next_step) {
      const secret = scenario.field === 'identifier' ? GOOD_SECRET[created.body.data.next_step as 'otp' | 'password']
        : { [scenario.field]: scenario.value };
      const validated = await e2e.api.post(`/v1/accounts/${accountId}/validate`, secret);
      if (scenario.stage !== 'After Validation') {
        expect([validated.status, validated.body.error?.code]).toEqual([scenario.http_status, scenario.code]);
        const account = (await e2e.api.get(`/v1/accounts/${accountId}`)).body.data;
        expect(account.status_details).toBe(scenario.code);
        expect(['incomplete', 'error']).toContain(account.status);
        return;
      }
      expect(validated.status).toBe(200);
    }
    // Retrieval retries what may pass (an institute still waiting for its e-mail); let the clock run until it gives up.
    for (let round = 0; round < 20 && (await e2e.h.runJobs()) > 0; round++) e2e.h.clock.advance(10 * 60_000);
    const account = (await e2e.api.get(`/v1/accounts/${accountId}`)).body.data;
    if (scenario.http_status === 200) {
      expect(account).toMatchObject({ status: 'success', warning: scenario.code, status_details: null });
    } else {
      expect(account).toMatchObject({ status: 'error', status_details: scenario.code, warning: null });
    }
  });

  /** Connects, then lets the refresh run (retries included, a day and more later) and checks what the row says. */
  async function expectRefreshBehaviour(scenario: SandboxScenarioJson, accountId: string): Promise<void> {
    const created = (await e2e.api.get(`/v1/accounts/${accountId}`)).body.data;
    if (created.next_step) await e2e.api.post(`/v1/accounts/${accountId}/validate`, GOOD_SECRET[created.next_step as 'otp' | 'password']);
    await e2e.h.runJobs();
    const connected = (await e2e.api.get(`/v1/accounts/${accountId}`)).body.data;
    expect(connected.status).toBe('success');
    const before = (await e2e.api.post(`/v1/accounts/${accountId}/earnings/search`, { start_date: '2024-03-16', end_date: '2025-03-20' })).body.data;
    e2e.h.clock.advance(13 * 60 * 60_000);
    expect((await e2e.api.post(`/v1/accounts/${accountId}/refresh`)).status).toBe(202);
    for (let round = 0; round < 5 && (await e2e.h.runJobs()) > 0; round++) e2e.h.clock.advance(5 * 60_000);
    const account = (await e2e.api.get(`/v1/accounts/${accountId}`)).body.data;
    if (scenario.code === 'reauthentication_required') expect(account).toMatchObject({ status: accountStatus.requiresAuth, status_details: 'reauthentication_required', warning: 'needs_auth' });
    else if (scenario.code === 'failed_refresh') expect(account).toMatchObject({ status: 'success', status_details: 'failed_refresh' });
    else {
      expect(account).toMatchObject({ status: 'success', status_details: null });
      const after = (await e2e.api.post(`/v1/accounts/${accountId}/earnings/search`, { start_date: '2024-03-16', end_date: '2025-03-20' })).body.data;
      expect(after).not.toEqual(before);
    }
  }
});
