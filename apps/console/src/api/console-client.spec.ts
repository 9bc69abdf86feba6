import { ConsoleApiError, ConsoleClient, ConsoleClientOptions, NETWORK_ERROR, queryString, unwrap } from './console-client';

type Call = { url: string; init: RequestInit };

/** Records each request as `{url: path and query, init: {method, headers, body}}`. */
function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const headers = Object.fromEntries([...request.headers].map(([name, value]) => [CANONICAL[name] ?? name, value]));
    const text = await request.text();
    calls.push({ url: url.pathname + url.search, init: { method: request.method, headers, body: text === '' ? undefined : text } });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch };
}

const CANONICAL: Record<string, string> = { 'x-csrf-token': 'X-CSRF-Token', 'content-type': 'Content-Type', accept: 'Accept' };
const clientOf = (options: Omit<ConsoleClientOptions, 'baseUrl'>) => new ConsoleClient({ ...options, baseUrl: 'http://console.test' });

const ok = (data: unknown) => ({ success: true, data, error: null });
const failed = (code: string, message: string) => ({ success: false, data: null, error: { code, message, errors: null } });
const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('ConsoleClient', () => {
  it('unwraps the envelope and sends no CSRF token on reads', async () => {
    const { calls, fetch } = fakeFetch(200, ok({ total_accounts: 3 }));
    const client = clientOf({ fetch, onUnauthorized: jest.fn() });
    client.setCsrfToken('tok');
    await expect(unwrap(client.GET('/console/api/overview'))).resolves.toEqual({ total_accounts: 3 });
    expect(calls[0].url).toBe('/console/api/overview');
    expect(headersOf(calls[0])['X-CSRF-Token']).toBeUndefined();
  });

  it('sends the CSRF token on every write', async () => {
    const { calls, fetch } = fakeFetch(200, ok({}));
    const client = clientOf({ fetch, onUnauthorized: jest.fn() });
    client.setCsrfToken('tok');
    const [account, webhook] = [{ params: { path: { account_id: 'a' } } }, { params: { path: { webhook_id: 'w' } } }];
    await unwrap(client.v1.POST('/v1/accounts/{account_id}/refresh', account));
    await unwrap(client.v1.PUT('/v1/webhooks/{webhook_id}', { ...webhook, body: { name: 'n', sign_request: true } }));
    await unwrap(client.v1.PATCH('/v1/accounts/{account_id}', { ...account, body: { refresh_enabled: false } }));
    await unwrap(client.v1.DELETE('/v1/webhooks/{webhook_id}', webhook));
    await unwrap(client.DELETE('/console/api/members/{member_id}', { params: { path: { member_id: 'm' } } }));
    expect(calls.map((call) => [call.init.method, headersOf(call)['X-CSRF-Token']])).toEqual([
      ['POST', 'tok'], ['PUT', 'tok'], ['PATCH', 'tok'], ['DELETE', 'tok'], ['DELETE', 'tok'],
    ]);
    expect(calls[1].init.body).toBe('{"name":"n","sign_request":true}');
  });

  it('calls the public API as /console/v1 (the session cookie’s path), with the CSRF token on writes and a lost session reported', async () => {
    const { calls, fetch } = fakeFetch(200, ok({ widgets: [] }));
    const client = clientOf({ fetch, onUnauthorized: jest.fn() });
    client.setCsrfToken('tok');
    await expect(unwrap(client.v1.GET('/v1/widgets'))).resolves.toEqual({ widgets: [] });
    await unwrap(client.v1.PUT('/v1/widgets/{widget_id}', { params: { path: { widget_id: 'wid_1' } }, body: { name: 'n' } as never }));
    expect(calls.map((call) => [call.init.method, call.url, headersOf(call)['X-CSRF-Token']])).toEqual([
      ['GET', '/console/v1/widgets', undefined],
      ['PUT', '/console/v1/widgets/wid_1', 'tok'],
    ]);
    const lost = fakeFetch(401, failed('invalid_api_key', 'Sign in to the console: no session, or it has expired.'));
    const onUnauthorized = jest.fn();
    await expect(unwrap(clientOf({ fetch: lost.fetch, onUnauthorized }).v1.GET('/v1/widgets'))).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a lost session on a 401 and forgets the token', async () => {
    const { calls, fetch } = fakeFetch(401, failed('unauthorized_error', 'Sign in.'));
    const onUnauthorized = jest.fn();
    const client = clientOf({ fetch, onUnauthorized });
    client.setCsrfToken('tok');
    await expect(unwrap(client.GET('/console/api/users'))).rejects.toMatchObject({ code: 'unauthorized_error', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await unwrap(client.POST('/console/api/members/{member_id}/sign-out', { params: { path: { member_id: 'm' } } })).catch(() => undefined);
    expect(headersOf(calls[1])['X-CSRF-Token']).toBeUndefined();
  });

  it('treats a 401 on reading the session as no session', async () => {
    const { fetch } = fakeFetch(401, failed('unauthorized_error', 'Sign in.'));
    const onUnauthorized = jest.fn();
    await clientOf({ fetch, onUnauthorized }).GET('/console/api/session').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong password as an error, not as a lost session', async () => {
    const { fetch } = fakeFetch(401, failed('invalid_credentials', 'Wrong e-mail or password.'));
    const onUnauthorized = jest.fn();
    const client = clientOf({ fetch, onUnauthorized });
    const error = await unwrap(client.POST('/console/api/session', { body: { email: 'a@b.c', password: 'x' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect((error as ConsoleApiError).message).toBe('Wrong e-mail or password.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the envelope message and field errors of other failures', async () => {
    const body = { success: false, data: null, error: { code: 'bad_request', message: 'url is invalid', errors: [{ field: 'url', message: 'url is invalid' }] } };
    const { fetch } = fakeFetch(400, body);
    const client = clientOf({ fetch, onUnauthorized: jest.fn() });
    await expect(unwrap(client.v1.POST('/v1/webhooks', { body: { url: 'ftp://x', sign_request: true } }))).rejects.toMatchObject({ code: 'bad_request', status: 400, fieldErrors: [{ field: 'url', message: 'url is invalid' }] });
  });

  it('turns an unreachable server into a network error', async () => {
    const client = clientOf({ fetch: () => Promise.reject(new TypeError('failed')), onUnauthorized: jest.fn() });
    await expect(unwrap(client.GET('/console/api/session'))).rejects.toMatchObject({ code: NETWORK_ERROR });
  });
});

describe('queryString', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(queryString({ status: 'error', warning: '', platform: undefined, page: 2, query: 'a b' })).toBe('?status=error&page=2&query=a+b');
    expect(queryString({})).toBe('');
  });
});
