import { DomainError, findPlatform, Platform, PlatformConnector, PlatformFamily } from '@gig/domain';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { LIVE_FAMILIES, liveConnectorsFromEnv } from './live-connectors';
import { RoutingPlatformConnectors } from './routing.platform-connectors';

const ALL_URLS = {
  RIDE_HAILING_URL: 'https://ride-hailing.internal/prod',
  DELIVERY_URL: 'https://delivery.internal',
  SOCIAL_SECURITY_URL: 'http://imss-extractor:8080/',
  PUBLIC_SERVANT_URL: 'https://issste.internal',
};
/** A login per family this spec knows; a family added later (the generator) is simply not exercised here. */
const LOGINS: Partial<Record<PlatformFamily, [string, string]>> = {
  ride_hailing: ['uber', 'ana@example.com'],
  delivery: ['rappi', '3001234567'],
  social_security: ['imss', 'GOMA850312HDFRRN09'],
  public_servant: ['issste', 'RUPL900704MJCZRS05'],
};
const platform = (code: string) => findPlatform(code) as Platform;
const sandboxConnector: PlatformConnector = { startLogin: jest.fn(), verify: jest.fn(), retrieve: jest.fn() };

/** A fetch that records each URL and answers a login in progress for every family's shape. */
function recordingFetch(urls: string[]): typeof fetch {
  return async (input) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ session_id: 'ses_1', request_id: 'req_1', next_step: 'otp', status: 'waiting_confirmation' }), { status: 200 });
  };
}

const failureOf = (attempt: Promise<unknown>) => attempt.then(() => null, (error: DomainError) => ({ code: error.code, message: error.message }));

describe('live connectors', () => {
  it('has one entry per registry family, each read from its own variable', () => {
    expect(LIVE_FAMILIES.map((entry) => [entry.family, entry.envVar])).toEqual([
      ['ride_hailing', 'RIDE_HAILING_URL'], ['delivery', 'DELIVERY_URL'],
      ['social_security', 'SOCIAL_SECURITY_URL'], ['public_servant', 'PUBLIC_SERVANT_URL'],
    ]);
  });

  it.each(Object.entries(LOGINS))('routes live %s platforms to that family\'s extraction service', async (family, [code, identifier]) => {
    const urls: string[] = [];
    const { connectors, problems, warnings } = liveConnectorsFromEnv(ALL_URLS, { fetch: recordingFetch(urls) });
    expect([problems, Object.keys(connectors).sort()]).toEqual([[], Object.keys(LOGINS).sort()]);
    expect(warnings.filter((warning) => Object.keys(ALL_URLS).some((name) => warning.startsWith(name)))).toEqual([]);
    const routing = new RoutingPlatformConnectors(() => sandboxConnector, connectors);
    const progress = await routing.connectorFor('live', platform(code)).startLogin({ platform: platform(code), country: platform(code).countries[0], identifier });
    const entry = LIVE_FAMILIES.find((candidate) => candidate.family === family);
    expect(urls).toHaveLength(1);
    expect(urls[0].startsWith(ALL_URLS[entry?.envVar as keyof typeof ALL_URLS].replace(/\/$/, ''))).toBe(true);
    expect(progress.session).toMatch(/^(ses|req)_1$/);
    expect(routing.connectorFor('sandbox', platform(code))).toBe(sandboxConnector);
  });

  it('leaves a family without URL unconfigured: a warning at start-up, platform_unavailable with a clear message', async () => {
    const { connectors, problems, warnings } = liveConnectorsFromEnv({ RIDE_HAILING_URL: ALL_URLS.RIDE_HAILING_URL, DELIVERY_URL: '  ' });
    expect(Object.keys(connectors)).toEqual(['ride_hailing']);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      'DELIVERY_URL is not set: live delivery platforms (rappi, didi_food, uber_eats, cornershop, ifood) answer platform_unavailable.',
      'SOCIAL_SECURITY_URL is not set: live social_security platforms (imss) answer platform_unavailable.',
      'PUBLIC_SERVANT_URL is not set: live public_servant platforms (issste) answer platform_unavailable.',
    ]);
    const routing = new RoutingPlatformConnectors(() => sandboxConnector, connectors);
    const imss = platform('imss');
    expect(await failureOf(routing.connectorFor('live', imss).startLogin({ platform: imss, country: 'mx', identifier: (LOGINS.social_security as [string, string])[1] }))).toEqual({
      code: 'platform_unavailable', message: 'No live connector is configured for the social_security family.',
    });
  });

  it('reports a malformed URL as a configuration problem naming the variable', () => {
    const { connectors, problems } = liveConnectorsFromEnv({ ...ALL_URLS, DELIVERY_URL: 'delivery.internal', PUBLIC_SERVANT_URL: 'ftp://issste.internal' });
    expect(Object.keys(connectors).sort()).toEqual(['ride_hailing', 'social_security']);
    expect(problems).toEqual([
      'DELIVERY_URL is not an absolute URL (got "delivery.internal")',
      'PUBLIC_SERVANT_URL must be an http or https URL (got "ftp://issste.internal")',
    ]);
  });

  it('applies the time limit to every request', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const { connectors } = liveConnectorsFromEnv(ALL_URLS, { timeoutMs: 20, fetch: hanging });
    const uber = platform('uber');
    expect((await failureOf((connectors.ride_hailing as PlatformConnector).startLogin({ platform: uber, country: 'mx', identifier: 'ana@example.com' })))?.code).toBe('request_timeout');
  });
});

describe('loadAppConfig and the live connectors', () => {
  it('starts without any URL, with a 15 s time limit and every family unconfigured', () => {
    const { platforms } = loadAppConfig({});
    expect(platforms).toMatchObject({ timeoutMs: 15_000, live: {} });
    expect(platforms.warnings).toHaveLength(4);
  });

  it('builds the configured families with PLATFORM_TIMEOUT_MS', () => {
    const { platforms } = loadAppConfig({ ...ALL_URLS, PLATFORM_TIMEOUT_MS: '9000' });
    expect([platforms.timeoutMs, Object.keys(platforms.live).length, platforms.warnings]).toEqual([9000, 4, []]);
  });

  it('stops the start-up on a malformed URL or time limit, naming each variable', () => {
    const error = (() => {
      try {
        loadAppConfig({ RIDE_HAILING_URL: 'not a url', PLATFORM_TIMEOUT_MS: '0' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems).toEqual([
      'PLATFORM_TIMEOUT_MS must be a whole number from 100 to 300000 (got "0")',
      'RIDE_HAILING_URL is not an absolute URL (got "not a url")',
    ]);
  });
});
