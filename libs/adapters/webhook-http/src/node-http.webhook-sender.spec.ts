import { WebhookEvent, WebhookMessage } from '@gig/domain';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo, createServer as createTcpServer, Server as TcpServer, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { DeliveryFailure, NO_ANSWER, NodeHttpWebhookSender } from './node-http.webhook-sender';
import type { Resolver } from './public-address.lookup';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const EVENT: WebhookEvent = {
  id: '6a3c0d0e-1b2a-4c55-9d0e-3f1f2a9b8c7d', companyId: 'c1', action: 'login.success', occurredAt: new Date('2026-01-01T00:00:00Z'),
  userId: 'u1', externalId: 'w1', accountId: 'a1', platform: 'uber', status: 'success', statusDetails: null, warning: null, reportId: null,
  documentId: null, riskLevel: null, disconnectedBy: null, workerRequest: null,
};
const serialize = (event: WebhookEvent, webhookId: string) => JSON.stringify({ data: { webhook_id: webhookId, event_id: event.id, webhook_action: event.action } });

type Handler = (headers: IncomingHttpHeaders, body: string, answer: (status: number, headers?: Record<string, string>, body?: string | Buffer) => void) => void;
const took = expect.any(Number);
const EMPTY = { text: '', truncated: false };
const noAnswer = (failure: string) => ({ delivered: false, httpStatus: null, error: NO_ANSWER, failure, durationMs: took });

describe('NodeHttpWebhookSender', () => {
  let server: Server;
  let handler: Handler;
  let connections = 0;
  let base: string;
  const logged: DeliveryFailure[] = [];
  const sender = new NodeHttpWebhookSender({ serialize, timeoutMs: 300, logFailure: (failure) => logged.push(failure) });
  const message = (overrides: Partial<WebhookMessage> = {}): WebhookMessage => ({
    url: `${base}/hooks`, webhookId: 'w-1', event: EVENT, secret: SECRET, sentAt: new Date(), publicAddressesOnly: false, ...overrides,
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => handler(request.headers, Buffer.concat(chunks).toString(), (status, headers, body) => response.writeHead(status, headers).end(body)));
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, OPEN_BUDGET_MS);
  beforeEach(() => {
    connections = 0;
    logged.length = 0;
    handler = (_h, _b, answer) => answer(204);
  });
  afterAll(async () => {
    sender.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }, CLOSE_BUDGET_MS);

  it('posts JSON signed so that the standardwebhooks verifier accepts it, with the event id on every attempt', async () => {
    const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
    handler = (headers, body, answer) => (seen.push({ headers, body }), answer(200));
    await expect(sender.send(message())).resolves.toEqual({ delivered: true, httpStatus: 200, answer: EMPTY, durationMs: took });
    await sender.send(message());
    expect(new Webhook(SECRET).verify(seen[0].body, seen[0].headers as Record<string, string>)).toEqual({ data: { webhook_id: 'w-1', event_id: EVENT.id, webhook_action: 'login.success' } });
    expect(seen.map((s) => s.headers['webhook-id'])).toEqual([EVENT.id, EVENT.id]);
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 4).toString('base64')}`).verify(seen[0].body, seen[0].headers as Record<string, string>)).toThrow();
  });

  it('sends no signature headers without a secret', async () => {
    let headers: IncomingHttpHeaders = {};
    handler = (h, _b, answer) => ((headers = h), answer(204));
    await sender.send(message({ secret: null }));
    expect([headers['webhook-id'], headers['webhook-signature'], headers['webhook-timestamp']]).toEqual([undefined, undefined, undefined]);
  });

  it('reports a 500 and a redirect (not followed) as not delivered', async () => {
    handler = (_h, _b, answer) => answer(500);
    await expect(sender.send(message())).resolves.toEqual({ delivered: false, httpStatus: 500, error: 'HTTP 500', answer: EMPTY, durationMs: took });
    let calls = 0;
    handler = (_h, _b, answer) => (calls++, answer(302, { location: `${base}/elsewhere` }));
    await expect(sender.send(message())).resolves.toMatchObject({ delivered: false, httpStatus: 302 });
    expect(calls).toBe(1);
  });

  it('keeps the first 2 KB of an answer as text for the log, saying when it was cut, and how long the attempt took', async () => {
    handler = (_h, _b, answer) => answer(503, { 'content-type': 'application/json' }, `{"error":"${'é'.repeat(3000)}"}`);
    const result = await sender.send(message());
    expect(result).toMatchObject({ delivered: false, httpStatus: 503, answer: { text: `{"error":"${'é'.repeat(1019)}`, truncated: true } });
    expect(Buffer.byteLength(result.answer?.text ?? '')).toBe(2048);
    handler = (_h, _b, answer) => answer(200, {}, Buffer.from([0x6f, 0x6b, 0xc3]));
    await expect(sender.send(message())).resolves.toMatchObject({ delivered: true, answer: { text: 'ok\uFFFD', truncated: false } });
    handler = (_h, _b, answer) => setTimeout(() => answer(204), 50);
    expect((await sender.send(message())).durationMs).toBeGreaterThanOrEqual(45);
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    handler = () => undefined;
    const started = Date.now();
    await expect(sender.send(message())).resolves.toEqual(noAnswer('timeout'));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(logged).toEqual([{ webhookId: 'w-1', host: new URL(base).host, detail: 'timed out after 300 ms' }]);
  });

  it('reports a refused connection to the client as no answer, and the detail to the log only', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(sender.send(message({ url: `http://127.0.0.1:${port}/x` }))).resolves.toEqual(noAnswer('connection_refused'));
    expect(logged).toEqual([{ webhookId: 'w-1', host: `127.0.0.1:${port}`, detail: 'connection refused' }]);
  });

  describe('says the same `last_error` of every failure before an HTTP answer, and each attempt’s kind (an unknown name reads as an inside one)', () => {
    const tcp: TcpServer[] = [];
    const sockets: Socket[] = [];
    const listen = async (onSocket: (socket: Socket) => void): Promise<string> => {
      const server = createTcpServer((socket) => (sockets.push(socket), onSocket(socket)));
      tcp.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    };
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      for (const server of tcp) await new Promise((resolve) => server.close(resolve));
    }, CLOSE_BUDGET_MS);

    it('for a reset, a service that is not HTTP, a closed port, an unknown name and an inside address', async () => {
      const closed = await listen(() => undefined);
      await new Promise((resolve) => tcp.pop()?.close(resolve));
      const urls = [
        await listen((socket) => socket.resetAndDestroy()),
        await listen((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')),
        await listen((socket) => socket.on('data', () => socket.end('+OK\r\n'))),
        closed,
      ];
      const results = await Promise.all(urls.map((url) => sender.send(message({ url }))));
      const logFailure = (failure: DeliveryFailure) => logged.push(failure);
      const unknown = new NodeHttpWebhookSender({ serialize, timeoutMs: 300, logFailure, resolve: (host, _o, callback) => callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }), []) });
      const inside = new NodeHttpWebhookSender({ serialize, timeoutMs: 300, logFailure, resolve: (_h, _o, callback) => callback(null, [{ address: '10.0.0.7', family: 4 }]) });
      results.push(await unknown.send(message({ url: 'https://nowhere.lender.test/x' })), await inside.send(message({ url: 'https://db.lender.test:5432/x', publicAddressesOnly: true })));
      unknown.close();
      inside.close();
      expect(results).toEqual(['connection_reset', 'network_error', 'network_error', 'connection_refused', 'address_refused', 'address_refused'].map(noAnswer));
      expect(logged.map((failure) => failure.detail)).toEqual(expect.arrayContaining([
        'connection reset by the receiver', expect.stringMatching(/^HPE_INVALID_CONSTANT/), 'connection refused', 'could not resolve nowhere.lender.test', 'address 10.0.0.7 is not public',
      ]));
    });
  });

  describe('for public-only deliveries (every company, unless private URLs are allowed)', () => {
    const resolvingTo = (...addresses: string[]): Resolver => (_host, _options, callback) => callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

    it.each(['http://10.0.0.1/x', 'http://[::1]/x', 'http://169.254.169.254/latest', 'http://127.0.0.1:1/x', 'http://[::127.0.0.1]:1/x', 'http://[64:ff9b::a9fe:a9fe]/x'])('refuses %s without connecting', async (url) => {
      await expect(sender.send(message({ url, publicAddressesOnly: true }))).resolves.toMatchObject({ delivered: false, httpStatus: null, error: expect.stringMatching(/is not public/), failure: 'address_refused' });
    });

    it('refuses a name that resolves to a private address, even among public ones, and never reaches it', async () => {
      const port = (server.address() as AddressInfo).port;
      for (const addresses of [['127.0.0.1'], ['93.184.216.34', '10.1.1.1'], ['::127.0.0.1'], ['2002:7f00:1::1']]) {
        const details: DeliveryFailure[] = [];
        const guarded = new NodeHttpWebhookSender({ serialize, timeoutMs: 300, resolve: resolvingTo(...addresses), logFailure: (failure) => details.push(failure) });
        const result = await guarded.send(message({ url: `http://hooks.lender.test:${port}/x`, publicAddressesOnly: true }));
        guarded.close();
        expect(result).toEqual(noAnswer('address_refused'));
        expect(details).toEqual([expect.objectContaining({ detail: expect.stringMatching(/is not public/) })]);
      }
      expect(connections).toBe(0);
    });

    it('lets the same name through when the subscription may reach any address', async () => {
      const port = (server.address() as AddressInfo).port;
      const open = new NodeHttpWebhookSender({ serialize, timeoutMs: 300, resolve: resolvingTo('127.0.0.1') });
      await expect(open.send(message({ url: `http://hooks.lender.test:${port}/x` }))).resolves.toMatchObject({ delivered: true, httpStatus: 204 });
      open.close();
    });
  });
});
