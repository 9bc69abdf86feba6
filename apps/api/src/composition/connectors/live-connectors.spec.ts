import { definePlatformFamily, DomainError, Platform, PlatformConnector, PlatformRegistry } from '@gig/domain';
import { liveConnectors } from './live-connectors';
import { PLATFORM_FAMILIES } from '../../platform/families/platform-families';
import { RoutingPlatformConnectors } from './routing.platform-connectors';

const ALL_URLS = {
  RIDE_HAILING_URL: 'https://ride-hailing.internal/prod',
  DELIVERY_URL: 'https://delivery.internal',
  SOCIAL_SECURITY_URL: 'http://imss-extractor:8080/',
  PUBLIC_SERVANT_URL: 'https://issste.internal',
};
/** A login per family this spec knows; a family added later (the generator) is simply not exercised here. */
const LOGINS: Readonly<Record<string, [string, string]>> = {
  ride_hailing: ['uber', 'ana@example.com'],
  delivery: ['rappi', '3001234567'],
  social_security: ['imss', 'GOMA850312HDFRRN09'],
  public_servant: ['issste', 'RUPL900704MJCZRS05'],
};
const STANDARD = PLATFORM_FAMILIES.filter((family) => family.family in LOGINS);
const registry = PlatformRegistry.of(PLATFORM_FAMILIES);
const platform = (code: string) => registry.find(code) as Platform;
const sandboxConnector: PlatformConnector = { startLogin: jest.fn(), verify: jest.fn(), retrieve: jest.fn(), refresh: jest.fn() };

/** A fetch that records each URL and answers a login in progress for every family's shape. */
function recordingFetch(urls: string[]): typeof fetch {
  return async (input) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ session_id: 'ses_1', request_id: 'req_1', next_step: 'otp', status: 'waiting_confirmation' }), { status: 200 });
  };
}

const failureOf = (attempt: Promise<unknown>) => attempt.then(() => null, (error: DomainError) => ({ code: error.code, message: error.message }));

describe('live connectors', () => {
  it('loads the four standard families, each read from its own variable', () => {
    expect(STANDARD.map((entry) => [entry.family, entry.envVar])).toEqual([
      ['ride_hailing', 'RIDE_HAILING_URL'], ['delivery', 'DELIVERY_URL'],
      ['social_security', 'SOCIAL_SECURITY_URL'], ['public_servant', 'PUBLIC_SERVANT_URL'],
    ]);
    expect(new Set(PLATFORM_FAMILIES.map((family) => family.envVar)).size).toBe(PLATFORM_FAMILIES.length);
  });

  it.each(Object.entries(LOGINS))('routes live %s platforms to that family\'s extraction service', async (family, [code, identifier]) => {
    const urls: string[] = [];
    const { connectors, warnings } = liveConnectors(PLATFORM_FAMILIES, ALL_URLS, { fetch: recordingFetch(urls) });
    expect([...connectors.keys()].sort()).toEqual(Object.keys(LOGINS).sort());
    expect(warnings.filter((warning) => Object.keys(ALL_URLS).some((name) => warning.includes(name)))).toEqual([]);
    const routing = new RoutingPlatformConnectors(() => sandboxConnector, connectors);
    const progress = await routing.connectorFor('live', platform(code)).startLogin({ platform: platform(code), country: platform(code).countries[0], identifier });
    const entry = PLATFORM_FAMILIES.find((candidate) => candidate.family === family);
    expect(urls).toHaveLength(1);
    expect(urls[0].startsWith(ALL_URLS[entry?.envVar as keyof typeof ALL_URLS].replace(/\/$/, ''))).toBe(true);
    expect(progress.session).toMatch(/^(ses|req)_1$/);
    expect(routing.connectorFor('sandbox', platform(code))).toBe(sandboxConnector);
  });

  it('names every family left without URL in one start-up line', () => {
    expect(liveConnectors(STANDARD, {}).warnings).toEqual([
      'Live platforms are off until configured: set RIDE_HAILING_URL, DELIVERY_URL, SOCIAL_SECURITY_URL, PUBLIC_SERVANT_URL ' +
        '(live companies get platform_unavailable; sandbox platforms work).',
    ]);
    expect(liveConnectors(STANDARD, { ...ALL_URLS, DELIVERY_URL: '' }).warnings).toEqual([
      'Live delivery platforms are off until configured: set DELIVERY_URL (live companies get platform_unavailable; sandbox platforms work).',
    ]);
  });

  it('leaves a family without URL unconfigured: platform_unavailable with a clear message', async () => {
    const { connectors, warnings } = liveConnectors(STANDARD, { RIDE_HAILING_URL: ALL_URLS.RIDE_HAILING_URL });
    expect([...connectors.keys()]).toEqual(['ride_hailing']);
    expect(warnings).toEqual([
      'Live delivery, social_security and public_servant platforms are off until configured: set DELIVERY_URL, SOCIAL_SECURITY_URL, ' +
        'PUBLIC_SERVANT_URL (live companies get platform_unavailable; sandbox platforms work).',
    ]);
    const routing = new RoutingPlatformConnectors(() => sandboxConnector, connectors);
    const imss = platform('imss');
    expect(await failureOf(routing.connectorFor('live', imss).startLogin({ platform: imss, country: 'mx', identifier: LOGINS.social_security[1] }))).toEqual({
      code: 'platform_unavailable', message: 'No live connector is configured for the social_security family.',
    });
  });

  it('applies the time limit to every request', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const { connectors } = liveConnectors(PLATFORM_FAMILIES, ALL_URLS, { timeoutMs: 20, fetch: hanging });
    const uber = platform('uber');
    expect((await failureOf((connectors.get('ride_hailing') as PlatformConnector).startLogin({ platform: uber, country: 'mx', identifier: 'ana@example.com' })))?.code).toBe('request_timeout');
  });

  it('builds a family added to the list from its descriptor, with the URL of its variable', async () => {
    const probeConnector: PlatformConnector = { startLogin: jest.fn(async () => ({ nextStep: null, session: 'probe' })), verify: jest.fn(), retrieve: jest.fn(), refresh: jest.fn() };
    const createConnector = jest.fn(() => probeConnector);
    const probe = definePlatformFamily({
      family: 'probe', protocol: 'gig', envVar: 'PROBE_URL', failureCodes: ['platform_unavailable'], createConnector,
      platforms: [{ code: 'probe_go', name: 'Probe Go', countries: ['mx'], identifierKind: 'email', loginMethods: ['otp'], reportsTrips: true, historyDays: 30 }],
    });
    const { connectors, warnings } = liveConnectors([...STANDARD, probe], { ...ALL_URLS, PROBE_URL: 'https://probe.internal' }, { timeoutMs: 900 });
    expect(warnings).toEqual([]);
    expect(createConnector).toHaveBeenCalledWith({ timeoutMs: 900, baseUrl: 'https://probe.internal' });
    const probeGo = probe.platforms[0];
    const routing = new RoutingPlatformConnectors(() => sandboxConnector, connectors);
    expect(routing.connectorFor('live', probeGo)).toBe(probeConnector);
    expect(liveConnectors([probe], {}).warnings).toEqual(['Live platforms are off until configured: set PROBE_URL (live companies get platform_unavailable; sandbox platforms work).']);
  });
});
