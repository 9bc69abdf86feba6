import { DomainError, Platform, RetrievedData } from '@gig/domain';
import { expectDomainFailure } from '@gig/testing';
import type { FetchFn } from '../http/http-call';
import { ShapeError } from '../schema/shape-reader';
import type { PlatformFamilySpec } from './family-definition';
import { HttpPlatformConnector } from './http-platform.connector';

const imss: Platform = {
  code: 'imss', name: 'IMSS', family: 'social_security', protocol: 'institute', countries: ['mx'],
  identifierKind: 'curp', loginMethods: [], reportsTrips: false, historyDays: 0,
};
const worker = { platform: imss, country: 'mx', identifier: 'GOMA850312HDFRRN09' };
const NO_DATA: RetrievedData = { earnings: [], profile: null, employment: null, warning: null };
const row = { earningDate: '2025-03-10', amountCents: 100, currency: 'mxn', countTrips: null };

/** A family whose steps are given by each test; the schema code is the institutes' one. */
function spec(overrides: Partial<PlatformFamilySpec> = {}): PlatformFamilySpec {
  return {
    family: 'social_security',
    protocol: 'institute',
    schemaErrorCode: 'invalid_schema_response',
    errors: { curp_not_found: 'curp_not_found' },
    startLogin: { call: () => ({ method: 'POST', path: '/v1/requests', body: {} }), read: () => ({ nextStep: null, session: 'req_1' }) },
    verify: null,
    retrieve: { call: () => ({ method: 'GET', path: '/v1/requests/req_1' }), read: () => NO_DATA },
    refresh: { call: () => ({ method: 'POST', path: '/v1/requests/req_1/refresh', body: {} }), read: () => NO_DATA },
    ...overrides,
  };
}

const answering = (status: number, body: unknown, calls: string[] = []): FetchFn =>
  async (input, init) => {
    calls.push(`${init?.method} ${String(input)}`);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };

const connector = (family: PlatformFamilySpec, fetch: FetchFn = answering(200, {})) =>
  new HttpPlatformConnector(family, { baseUrl: 'https://imss.extraction.test/v0/', fetch });

describe('HttpPlatformConnector', () => {
  it('uses the injected fetch and the base URL with its path', async () => {
    const calls: string[] = [];
    await expect(connector(spec(), answering(202, {}, calls)).startLogin(worker)).resolves.toEqual({ nextStep: null, session: 'req_1' });
    expect(calls).toEqual(['POST https://imss.extraction.test/v0/v1/requests']);
  });

  it('refuses a base URL that is not http(s) at construction', () => {
    expect(() => new HttpPlatformConnector(spec(), { baseUrl: 'imss.internal' })).toThrow(/not an absolute URL/);
  });

  it('checks the country and the identifier before any request, as the sandbox does', async () => {
    const calls: string[] = [];
    await expectDomainFailure(connector(spec(), answering(202, {}, calls)).startLogin({ ...worker, country: 'co' }), 'bad_request');
    await expectDomainFailure(connector(spec(), answering(202, {}, calls)).startLogin({ ...worker, identifier: 'SANDBOXCURP' }), 'invalid_curp');
    expect(calls).toEqual([]);
  });

  it('answers unknown_login_type for a family without validation step', async () => {
    await expectDomainFailure(connector(spec()).verify({ ...worker, session: 'req_1', method: 'otp', secret: '1234' }), 'unknown_login_type');
  });

  it("turns a contract break into the family's schema code, without echoing the session", async () => {
    const read = () => {
      throw new ShapeError('result.quoted_weeks must be a non-negative integer');
    };
    const failure = await expectDomainFailure(connector(spec({ retrieve: { ...spec().retrieve, read } })).retrieve({ ...worker, session: 'req_1' }), 'invalid_schema_response');
    expect(failure.message).toBe('The social_security extraction service broke its contract (data retrieval): result.quoted_weeks must be a non-negative integer.');
    await expectDomainFailure(connector(spec(), answering(200, 'not json')).retrieve({ ...worker, session: 'req_1' }), 'invalid_schema_response');
  });

  it('keeps schema_parse_error for unusable earnings, whatever the family schema code', async () => {
    const twice: RetrievedData = { ...NO_DATA, earnings: [row, row] };
    const family = spec({ retrieve: { ...spec().retrieve, read: () => twice } });
    await expectDomainFailure(connector(family).retrieve({ ...worker, session: 'req_1' }), 'schema_parse_error');
  });

  it('lets a DomainError of a step through unchanged', async () => {
    const read = () => {
      throw new DomainError('pending_for_data');
    };
    await expectDomainFailure(connector(spec({ retrieve: { ...spec().retrieve, read } })).retrieve({ ...worker, session: 'req_1' }), 'pending_for_data');
  });

  it('turns any other failure into platform_unknown_error, keeping the cause', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'jobs')");
    const read = () => {
      throw bug;
    };
    const failure = await expectDomainFailure(connector(spec({ retrieve: { ...spec().retrieve, read } })).retrieve({ ...worker, session: 'req_1' }), 'platform_unknown_error');
    expect(failure.cause).toBe(bug);
    const call = () => {
      throw new RangeError('bad path');
    };
    await expectDomainFailure(connector(spec({ startLogin: { ...spec().startLogin, call } })).startLogin(worker), 'platform_unknown_error');
  });
});
