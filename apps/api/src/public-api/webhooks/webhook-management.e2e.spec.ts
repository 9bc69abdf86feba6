import type { WebhookMessage, WebhookSender } from '@gig/domain';
import { NO_ANSWER, NodeHttpWebhookSender } from '@gig/webhook-http';
import { createServer as createTcpServer, Server as TcpServer, Socket } from 'node:net';
import { apiClient, ApiClient } from '../../testing/api-client';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { WebhookReceiver } from '../../testing/webhook-receiver';
import { serializeWebhookPayload } from './webhook-payload.presenter';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';

const ID_SHAPE = { webhook_id: expect.any(String), url: expect.any(String), name: expect.any(String), events: null, widget_id: null, is_sandbox: true, is_active: true, sign_request: true, created_at: expect.any(String) };

/** Delivers over real HTTP, but resolves every host name to this machine, as a hostile DNS record would. */
function senderResolvingTo(address: string): WebhookSender & { messages: WebhookMessage[] } {
  const http = new NodeHttpWebhookSender({
    serialize: serializeWebhookPayload,
    timeoutMs: 2_000,
    resolve: (_host, _options, callback) => callback(null, [{ address, family: 4 }]),
  });
  const messages: WebhookMessage[] = [];
  return { messages, send: (message) => (messages.push(message), http.send(message)) };
}

onEveryDatabase((name, postgresUrl) => {
  describe(`Webhook subscriptions (${name})`, () => {
    /** Private URLs allowed, as in development: sandbox companies deliver to a receiver on this machine. */
    let h: ApiHarness;
    /** The same database under the default rule: no company reaches an inside address. */
    let strict: ApiHarness;
    let api: ApiClient;
    let receiver: WebhookReceiver;
    const sender = senderResolvingTo('127.0.0.1');

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, webhookSender: sender, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
      strict = await openApiHarness({ database: h.database, webhookSender: sender });
    }, OPEN_BUDGET_MS);
    beforeEach(async () => {
      await h.reset();
      sender.messages.length = 0;
      receiver = await WebhookReceiver.start();
      api = apiClient(h.app, (await h.createCompany()).private_key);
    }, OPEN_BUDGET_MS);
    afterEach(() => receiver.close(), CLOSE_BUDGET_MS);
    afterAll(async () => {
      await strict.close();
      await h.close();
    }, CLOSE_BUDGET_MS);

    it('creates, lists, reads, changes and deletes a subscription in Palenca’s shapes; the secret shows only on creation', async () => {
      const created = await api.post('/v1/webhooks', { url: receiver.url, name: 'Loans', connect_flow_id: 'flow-1' });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({ ...ID_SHAPE, widget_id: 'flow-1', private_key: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) });
      const id = created.body.data.webhook_id;
      const listed = await api.get('/v1/webhooks');
      expect(listed.body.data).toEqual({ webhooks: [{ ...ID_SHAPE, widget_id: 'flow-1', webhook_id: id }] });
      expect(JSON.stringify(listed.body)).not.toContain(created.body.data.private_key);
      const changed = await api.put(`/v1/webhooks/${id}`, { events: ['login.success'], is_active: false });
      expect(changed.body.data).toMatchObject({ events: ['login.success'], is_active: false, name: 'Loans', url: receiver.url });
      expect((await api.get(`/v1/webhooks/${id}`)).body.data).toMatchObject({ events: ['login.success'], is_active: false });
      expect((await api.delete(`/v1/webhooks/${id}`)).body.data).toEqual({ webhook_id: id, deleted: true });
      expect((await api.get(`/v1/webhooks/${id}`)).status).toBe(404);
    });

    it('refuses a public key (403) and hides another company’s subscription (404), and sends it none of this company’s events', async () => {
      const other = await h.createCompany('Other');
      const theirs = (await apiClient(h.app, other.private_key).post('/v1/webhooks', { url: receiver.url, name: 'Theirs' })).body.data.webhook_id;
      expect((await apiClient(h.app, other.public_key).get('/v1/webhooks')).status).toBe(403);
      expect((await apiClient(h.app, other.public_key).post('/v1/webhooks', { url: receiver.url, name: 'x' })).status).toBe(403);
      for (const call of [api.get(`/v1/webhooks/${theirs}`), api.put(`/v1/webhooks/${theirs}`, { name: 'mine' }), api.delete(`/v1/webhooks/${theirs}`), api.post(`/v1/webhooks/${theirs}/test`), api.get(`/v1/webhooks/${theirs}/deliveries`)]) {
        expect((await call).body.error.code).toBe('not_found_error');
      }
      expect((await api.get('/v1/webhooks')).body.data.webhooks).toEqual([]);
      await api.createUser('mine-only');
      expect(await h.runWebhooks()).toBe(0);
    });

    it.each([
      [{ url: 'ftp://hooks.example.com/x', name: 'x' }, 'url'],
      [{ url: 'not a url', name: 'x' }, 'url'],
      [{ name: 'x' }, 'url'],
      [{ url: 'https://hooks.example.com/x' }, 'name'],
      [{ url: 'https://hooks.example.com/x', name: 'x', events: ['login.success', 'coffee.brewed'] }, 'events'],
      [{ url: 'https://hooks.example.com/x', name: 'x', events: [] }, 'events'],
      [{ url: 'https://hooks.example.com/x', name: 'x', is_sandbox: false }, 'is_sandbox'],
      [{ url: 'https://hooks.example.com/x', name: 'x', sign_request: 'yes' }, 'sign_request'],
    ])('answers 422 bad_request naming the field for %j', async (body, field) => {
      const response = await api.post('/v1/webhooks', body);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, data: null, error: { code: 'bad_request', errors: expect.arrayContaining([expect.objectContaining({ field })]) } });
    });

    describe('a live company', () => {
      let live: ApiClient;
      beforeEach(async () => {
        live = apiClient(strict.app, (await strict.createCompany('Live Lender', 'live')).private_key);
      }, RESET_BUDGET_MS);

      it.each(['http://hooks.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://10.0.0.8/x', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x'])(
        'may not subscribe %s',
        async (url) => {
          const response = await live.post('/v1/webhooks', { url, name: 'x' });
          expect([response.status, response.body.error.code]).toEqual([422, 'bad_request']);
        },
      );

      it('is refused at delivery a public name that resolves to a private address, and never reaches it', async () => {
        const { webhook_id: id } = (await live.post('/v1/webhooks', { url: 'https://hooks.lender.example/gig', name: 'x' })).body.data;
        await live.createUser('worker-ssrf');
        expect(await strict.runWebhooks()).toBe(1);
        expect(sender.messages.map((m) => m.publicAddressesOnly)).toEqual([true]);
        const [line] = (await live.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries;
        expect(line).toMatchObject({ status: 'pending', attempts: 1, last_http_status: null, last_error: NO_ANSWER });
        expect(receiver.received).toHaveLength(0);
      });
    });

    describe('a sandbox company under the default rule', () => {
      let sandbox: ApiClient;
      beforeEach(async () => {
        sandbox = apiClient(strict.app, (await strict.createCompany('Sandbox Lender')).private_key);
      }, RESET_BUDGET_MS);

      it.each(['http://127.0.0.1:5432/', 'http://[::1]:6379/x', 'http://169.254.169.254/latest/meta-data', 'https://[::127.0.0.1]/', 'http://localhost:8080/', 'http://10.0.0.8/x'])(
        'may not subscribe %s either',
        async (url) => {
          const response = await sandbox.post('/v1/webhooks', { url, name: 'x' });
          expect([response.status, response.body.error.code, response.body.error.errors]).toEqual([422, 'bad_request', [expect.objectContaining({ field: 'url' })]]);
        },
      );

      it('is refused at delivery a name that resolves to this machine, never reaches it, and reads only that there was no answer', async () => {
        const url = `http://hooks.lender.example:${new URL(receiver.url).port}/gig`;
        const { webhook_id: id } = (await sandbox.post('/v1/webhooks', { url, name: 'x' })).body.data;
        await sandbox.createUser('worker-ssrf');
        expect(await strict.runWebhooks()).toBe(1);
        expect(sender.messages.map((m) => m.publicAddressesOnly)).toEqual([true]);
        const [line] = (await sandbox.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries;
        expect(line).toMatchObject({ attempts: 1, last_http_status: null, last_error: NO_ANSWER });
        expect(receiver.received).toHaveLength(0);
      });
    });

    it('reads the same in the delivery log for a closed port, a reset and a service that is not HTTP (private URLs allowed)', async () => {
      const sockets: Socket[] = [];
      const servers: TcpServer[] = [];
      const listen = async (onSocket: (socket: Socket) => void) => {
        const server = createTcpServer((socket) => (sockets.push(socket), onSocket(socket)));
        servers.push(server);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return (server.address() as { port: number }).port;
      };
      const closed = await listen(() => undefined);
      await new Promise((resolve) => servers.pop()?.close(resolve));
      const ports = [closed, await listen((socket) => socket.resetAndDestroy()), await listen((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'))];
      try {
        const ids: string[] = [];
        for (const port of ports) ids.push((await api.post('/v1/webhooks', { url: `http://127.0.0.1:${port}/x`, name: `port ${port}` })).body.data.webhook_id);
        await api.createUser('worker-scan');
        expect(await h.runWebhooks()).toBe(3);
        for (const id of ids) {
          expect((await api.get(`/v1/webhooks/${id}/deliveries`)).body.data.deliveries).toEqual([expect.objectContaining({ last_http_status: null, last_error: NO_ANSWER })]);
        }
      } finally {
        for (const socket of sockets) socket.destroy();
        for (const server of servers) await new Promise((resolve) => server.close(resolve));
      }
    });

    it('lets a sandbox company deliver to its own machine, unsigned when it asks so', async () => {
      await api.post('/v1/webhooks', { url: receiver.url, name: 'local', sign_request: false, events: ['user.created', 'user.deleted'] });
      const userId = await api.createUser('worker-local');
      await api.delete(`/v1/users/${userId}`);
      expect(await h.runWebhooks()).toBe(2);
      expect(receiver.actions()).toEqual(['user.created', 'user.deleted']);
      expect(receiver.received[0].headers['webhook-signature']).toBeUndefined();
      expect(receiver.received[1].data).toMatchObject({ user_id: userId, external_id: 'worker-local' });
    });
  });
});
