import { accountStatus } from '@gig/domain';
import type { Platform, PlatformFamilyDescriptor } from '@gig/domain';
import { GIG_ERRORS, gigFamilySpec, httpPlatformFamily } from '@gig/platform-http';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';

/** A family as `nx g @gig/workspace-plugin:platform-adapter probe-family` scaffolds it (the check script's own probe-family is another name): GIG_ERRORS and one placeholder platform. */
const generatedShape = httpPlatformFamily(
  gigFamilySpec({
    family: 'shape_probe',
    paths: { startLogin: () => '/v1/sessions', verify: (session) => `/v1/sessions/${session}/verify`, retrieve: (session) => `/v1/sessions/${session}/data` },
    errors: { ...GIG_ERRORS },
  }),
  {
    envVar: 'SHAPE_PROBE_URL',
    platforms: [{ code: 'shape_probe_test', name: 'Shape probe test', countries: ['mx', 'co'], identifierKind: 'email', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 }],
  },
);

const IDENTIFIERS: Record<string, Record<string, string>> = {
  email: { mx: 'worker@example.com', co: 'worker@example.com' },
  phone: { mx: '+52 55 1234 5678', co: '+57 300 123 4567' },
  email_or_phone: { mx: 'worker@example.com', co: 'worker@example.com' },
};

/** Each gig family's first platform that logs in by OTP, with a country and an identifier the sandbox takes. */
function firstOtpPlatform(family: PlatformFamilyDescriptor): [Platform, string, string] | null {
  const platform = family.platforms.find((candidate) => candidate.loginMethods.includes('otp'));
  const country = platform?.countries.find((candidate) => IDENTIFIERS[platform.identifierKind]?.[candidate]);
  return platform && country ? [platform, country, IDENTIFIERS[platform.identifierKind][country]] : null;
}

const FAMILIES = [...PLATFORM_FAMILIES, generatedShape];
const CONNECTABLE = FAMILIES.filter((family) => family.protocol === 'gig').flatMap((family) => {
  const first = firstOtpPlatform(family);
  return first ? [[family.family, first[0].code, ...first] as const] : [];
});

describe('a sandbox company connects an account on each gig family, a generated one with its placeholder platform included', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness({ families: FAMILIES });
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('covers the generated shape and every loaded gig family', () => {
    expect(CONNECTABLE.map(([family]) => family)).toContain('shape_probe');
    expect(CONNECTABLE.length).toBeGreaterThanOrEqual(3);
  });

  it.each(CONNECTABLE)('%s, %s: create, validate, data retrieved, aggregated read', async (_family, _code, platform, country, identifier) => {
    const api = apiClient(h.app, (await h.createCompany()).private_key);
    const userId = await api.createUser();
    const created = await api.post('/v1/accounts', { platform: platform.code, country, identifier, user_id: userId }).expect(201);
    expect(created.body.data).toMatchObject({ platform: platform.code, status: 'pending', next_step: 'otp' });
    const accountId: string = created.body.data.account_id;
    const validated = await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
    expect(validated.body.data).toMatchObject({ status: accountStatus.syncing, next_step: null });
    expect(await h.runJobs()).toBe(1);
    expect((await api.get(`/v1/accounts/${accountId}`).expect(200)).body.data).toMatchObject({ status: 'success', status_details: null });
    const aggregated = await api.post('/v1/users/earnings/aggregated', { user_id: userId, start_date: '2025-01-01', end_date: '2025-03-15' }).expect(200);
    expect(aggregated.body.data.platforms).toEqual([expect.objectContaining({ platform: platform.code, account_id: accountId })]);
    expect(aggregated.body.data.earnings.length).toBeGreaterThan(0);
  });
});
