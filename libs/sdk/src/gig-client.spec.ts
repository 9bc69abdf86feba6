import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GigApiError } from './gig-api-error';
import { createGigClient, unwrap } from './gig-client';

describe('createGigClient and unwrap, against a local server', () => {
  let server: Server;
  let baseUrl: string;
  const received: IncomingMessage[] = [];
  const answers: Array<{ status: number; body: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request);
      const { status, body } = answers.shift() ?? { status: 500, body: '' };
      response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req-1' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }, 120_000); // OPEN_BUDGET_MS: the SDK ships alone and may not import @gig/testing
  beforeEach(() => received.splice(0));
  afterAll(() => new Promise((resolve) => server.close(resolve)), 60_000);

  it('sends the key, and unwraps the envelope’s data', async () => {
    answers.push({ status: 201, body: JSON.stringify({ success: true, data: { user_id: 'u-1', external_id: 'w-1', widget_id: null }, error: null }) });
    const user = await unwrap(createGigClient({ baseUrl, apiKey: 'gig_private_k' }).POST('/v1/users', { body: { external_id: 'w-1' } }));
    expect(user.user_id).toBe('u-1');
    expect([received[0].url, received[0].headers['x-api-key']]).toEqual(['/v1/users', 'gig_private_k']);
  });

  it('throws a GigApiError with the status, the catalogue code, the bad fields and the request id', async () => {
    const errors = [{ field: 'external_id', message: 'external_id must be a string' }];
    answers.push({ status: 422, body: JSON.stringify({ success: false, data: null, error: { code: 'bad_request', message: 'Invalid body', errors } }) });
    const failure = await unwrap(createGigClient({ baseUrl, apiKey: 'k' }).POST('/v1/users', { body: {} })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GigApiError);
    expect({ ...(failure as GigApiError) }).toMatchObject({ status: 422, code: 'bad_request', errors, requestId: 'req-1' });
  });

  it('names an answer without the error envelope unexpected_response', async () => {
    answers.push({ status: 502, body: '{"message":"bad gateway"}' });
    const failure = await unwrap(createGigClient({ baseUrl, apiKey: 'k' }).GET('/v1/platforms')).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, code: 'unexpected_response' });
  });
});
