import { ApiError, ConnectApiClient, NETWORK_ERROR } from './connect-api.client';

const BASE = 'http://api.test';
const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data, error: null }), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ success: false, data: null, error: { code, message, errors: null } }), { status, headers: { 'Content-Type': 'application/json' } });

function answering(...responses: Array<Response | Error>) {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    requests.push(input as Request);
    const next = responses.shift();
    if (!next) throw new Error('no answer left');
    if (next instanceof Error) throw next;
    return next;
  });
  return requests;
}

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ConnectApiClient', () => {
  it('reads a widget with the public key, and a session with the connect token as a bearer', async () => {
    const requests = answering(ok({ widget_id: 'w/1', name: 'Lender' }), ok({ user_id: 'u1' }));
    await expect(new ConnectApiClient({ publicKey: 'pk_1' }, BASE).widget('w/1')).resolves.toEqual({ widget_id: 'w/1', name: 'Lender' });
    await expect(new ConnectApiClient({ connectToken: 'ct_1' }, BASE).session()).resolves.toEqual({ user_id: 'u1' });
    const [widget, session] = requests;
    expect([widget.method, widget.url, widget.headers.get('x-api-key'), widget.headers.get('authorization')]).toEqual(['GET', `${BASE}/v1/connect/widgets/w%2F1`, 'pk_1', null]);
    expect([session.url, session.headers.get('authorization'), session.headers.get('x-api-key')]).toEqual([`${BASE}/v1/connect/session`, 'Bearer ct_1', null]);
    expect([widget.headers.get('accept'), widget.credentials, widget.cache]).toEqual(['application/json', 'omit', 'no-store']);
  });

  it('sends an account as JSON and answers the envelope data', async () => {
    const requests = answering(ok({ account_id: 'a1', status: 'pending', next_step: 'otp' }, 201));
    const account = await new ConnectApiClient({ publicKey: 'pk_1' }, BASE).createAccount({ user_id: 'u1', platform: 'uber', country: 'mx', identifier: 'a@b.co' });
    expect(account).toEqual({ account_id: 'a1', status: 'pending', next_step: 'otp' });
    expect([requests[0].method, requests[0].url, requests[0].headers.get('content-type')]).toEqual(['POST', `${BASE}/v1/accounts`, 'application/json']);
    expect(await requests[0].json()).toEqual({ user_id: 'u1', platform: 'uber', country: 'mx', identifier: 'a@b.co' });
  });

  it('uploads the constancia as the raw PDF body, its fields in the query', async () => {
    const requests = answering(ok({ document_id: 'd1' }, 201));
    const pdf = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff])], { type: 'application/pdf' });
    await expect(new ConnectApiClient({ publicKey: 'pk_1' }, BASE).uploadDocument('u 1', pdf)).resolves.toEqual({ document_id: 'd1' });
    const url = new URL(requests[0].url);
    expect([requests[0].method, url.pathname, url.searchParams.get('user_id'), url.searchParams.get('type')]).toEqual(['POST', '/v1/connect/documents', 'u 1', 'imss_constancia']);
    expect(requests[0].headers.get('content-type')).toBe('application/pdf');
    expect([...new Uint8Array(await requests[0].arrayBuffer())]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff]);
  });

  it("throws the error envelope's code, message and status", async () => {
    answering(failure(403, 'forbidden_error', 'A public key only creates users'));
    const error = await rejection(new ConnectApiClient({ publicKey: 'pk_1' }, BASE).createUser('w1', 'ext-1'));
    expect([error.code, error.message, error.status]).toEqual(['forbidden_error', 'A public key only creates users', 403]);
  });

  it('tells a network failure from an answer that is not the API envelope', async () => {
    answering(new TypeError('fetch failed'), new Response('<html>bad gateway</html>', { status: 502 }), new Response('<html>', { status: 200 }));
    const api = new ConnectApiClient({ connectToken: 'ct_1' }, BASE);
    const [network, gateway, unreadable] = [await rejection(api.account('a1')), await rejection(api.account('a1')), await rejection(api.account('a1'))];
    expect([network.code, network.status]).toEqual([NETWORK_ERROR, 0]);
    expect([gateway.code, gateway.status]).toEqual(['unknown_error', 502]);
    expect(unreadable.code).toBe('unknown_error');
  });
});
