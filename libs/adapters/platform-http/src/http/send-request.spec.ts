import { DomainError } from '@gig/domain';
import nock from 'nock';
import { HttpSettings, parseBaseUrl } from './http-call';
import { sendRequest } from './send-request';

const BASE = 'https://extraction.test/base';
const http = (overrides: Partial<HttpSettings> = {}): HttpSettings => ({
  family: 'ride_hailing', baseUrl: BASE, timeoutMs: 500, fetch: (input, init) => globalThis.fetch(input, init), ...overrides,
});
const failureCode = (attempt: Promise<unknown>) => attempt.then(() => null, (error: DomainError) => [error.code, error.message]);

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('sendRequest', () => {
  it('posts JSON to the base URL and reads any status as an answer', async () => {
    nock(BASE, { reqheaders: { 'content-type': 'application/json', accept: 'application/json' } })
      .post('/v1/sessions', { identifier: 'x' }).reply(401, { error: { code: 'BAD' } });
    await expect(sendRequest(http(), { method: 'POST', path: '/v1/sessions', body: { identifier: 'x' } }))
      .resolves.toEqual({ status: 401, body: { error: { code: 'BAD' } }, json: true, functionError: false });
  });

  it('marks a body that is not JSON, and the Lambda function-error header', async () => {
    nock(BASE).get('/v1/x').reply(200, 'not json', { 'X-Amz-Function-Error': 'Unhandled' });
    await expect(sendRequest(http(), { method: 'GET', path: '/v1/x' })).resolves.toEqual({ status: 200, body: undefined, json: false, functionError: true });
  });

  it('does not follow redirects', async () => {
    nock(BASE).get('/v1/x').reply(307, '', { location: 'https://elsewhere.test/steal' });
    await expect(sendRequest(http(), { method: 'GET', path: '/v1/x' })).resolves.toMatchObject({ status: 307 });
  });

  it('a timeout is request_timeout and names the limit', async () => {
    nock(BASE).get('/v1/x').delay(300).reply(200, {});
    expect(await failureCode(sendRequest(http({ timeoutMs: 30 }), { method: 'GET', path: '/v1/x' })))
      .toEqual(['request_timeout', 'The ride_hailing extraction service did not answer within 30 ms.']);
  });

  it('a refused connection or a failing fetch is platform_unavailable', async () => {
    nock(BASE).get('/v1/x').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });
    expect(await failureCode(sendRequest(http(), { method: 'GET', path: '/v1/x' })))
      .toEqual(['platform_unavailable', 'The ride_hailing extraction service could not be reached (ECONNREFUSED).']);
    const broken = http({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect((await failureCode(sendRequest(broken, { method: 'GET', path: '/v1/x' })))?.[0]).toBe('platform_unavailable');
  });
});

describe('parseBaseUrl', () => {
  it('keeps a base path and drops trailing slashes', () => {
    expect(parseBaseUrl(' https://rh.internal:8443/prod/// ')).toBe('https://rh.internal:8443/prod');
    expect(parseBaseUrl('http://localhost:4010')).toBe('http://localhost:4010');
  });

  it.each([
    ['not a url', /not an absolute URL/],
    ['ftp://files.test', /http or https/],
    ['https://x.test/?key=1', /query or fragment/],
  ])('refuses %s', (raw, message) => {
    expect(() => parseBaseUrl(raw)).toThrow(message);
  });

  it('never echoes a password', () => {
    expect(() => parseBaseUrl('ftp://user:s3cret@x.test')).toThrow(/user:\*\*\*@/);
    expect(() => parseBaseUrl('ftp://user:s3cret@x.test')).not.toThrow(/s3cret/);
  });
});
