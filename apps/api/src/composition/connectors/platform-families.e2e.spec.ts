import { CreateCompany, definePlatformFamily, FamilyConnectorOptions, LoginRequest, PlatformConnector } from '@gig/domain';
import { apiClient } from '../../testing/api-client';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { harnessSetup } from '../../testing/e2e-setup';

const listedCodes = async (h: ApiHarness) => {
  const key = (await h.createCompany()).private_key;
  const res = await apiClient(h.app, key).get('/v1/platforms').expect(200);
  return (res.body.data as { code: string; family: string }[]).map((platform) => [platform.code, platform.family]);
};

describe('GET /v1/platforms lists the platforms of every family the app loads', () => {
  const e2e = harnessSetup();

  it('in the order of platform/families/platform-families.json', async () => {
    expect(await listedCodes(e2e.h)).toEqual(PLATFORM_FAMILIES.flatMap((family) => family.platforms.map((platform) => [platform.code, family.family])));
  });
});

describe('a family added to the list', () => {
  const options: FamilyConnectorOptions[] = [];
  const logins: LoginRequest[] = [];
  const probeConnector: PlatformConnector = {
    startLogin: async (request) => {
      logins.push(request);
      return { nextStep: 'otp', session: 'probe-session' };
    },
    verify: async () => ({ nextStep: null, session: 'probe-session' }),
    retrieve: async () => ({ earnings: [], profile: null, employment: null, warning: null }),
    refresh: async () => ({ earnings: [], profile: null, employment: null, warning: null }),
  };
  const family = (name: string, code: string) => definePlatformFamily({
    family: name, protocol: 'gig', envVar: `${name.toUpperCase()}_URL`, failureCodes: ['platform_unavailable'],
    createConnector: (given) => {
      options.push(given);
      return probeConnector;
    },
    platforms: [{ code, name: code, countries: ['mx', 'co'], identifierKind: 'email', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 }],
  });
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness({
      families: [...PLATFORM_FAMILIES, family('probe', 'probe_go'), family('dormant', 'dormant_go')],
      liveUrls: { PROBE_URL: 'https://probe.internal' },
    });
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('has its platforms listed at GET /v1/platforms, after the others', async () => {
    expect((await listedCodes(h)).slice(-2)).toEqual([['probe_go', 'probe'], ['dormant_go', 'dormant']]);
  });

  it('routes a live key to its connector once its URL is set, and answers platform_unavailable without one', async () => {
    const company = await new CreateCompany(h.database.unitOfWork, h.clock).execute('Live Lending', 'live');
    const api = apiClient(h.app, company.privateKey);
    const userId = await api.createUser('live-worker');
    const created = await api.post('/v1/accounts', { platform: 'probe_go', country: 'co', identifier: 'Ana@Example.com', user_id: userId }).expect(201);
    expect(created.body.data).toMatchObject({ platform: 'probe_go', status: 'pending', next_step: 'otp' });
    expect(options).toEqual([{ baseUrl: 'https://probe.internal', timeoutMs: 15_000 }]);
    expect(logins.map((login) => [login.platform.code, login.platform.family, login.country, login.identifier])).toEqual([['probe_go', 'probe', 'co', 'ana@example.com']]);
    const dormant = await api.post('/v1/accounts', { platform: 'dormant_go', country: 'mx', identifier: 'ana@example.com', user_id: userId });
    expect(dormant.body.error).toMatchObject({ code: 'platform_unavailable', message: 'No live connector is configured for the dormant family.' });
  });
});
