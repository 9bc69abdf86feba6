import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;

/** `count` loops posting `body` until told to stop; says when the first answer came, then every status it got. */
const FLOOD_ATTACKERS = `
const { parentPort, workerData: { url, publicKey, body, count } } = require('node:worker_threads');
let flooding = true;
const statuses = [];
parentPort.once('message', () => (flooding = false));
const attack = async () => {
  while (flooding) {
    const answer = await fetch(url, { method: 'POST', headers: { 'X-Api-Key': publicKey, 'Content-Type': 'application/json' }, body });
    await answer.arrayBuffer();
    if (statuses.push(answer.status) === 1) parentPort.postMessage({ flooding: true });
  }
};
Promise.all(Array.from({ length: count }, attack)).then(() => parentPort.postMessage({ statuses }));
`;

onEveryDatabase((name, postgresUrl) => {
  describe(`Hostile and clumsy input gets a 422 bad_request in the envelope, never a 500, on ${name}`, () => {
    let h: ApiHarness;
    let privateKey: string;
    let publicKey: string;
    const post = (path: string, key: string, contentType = 'application/json') =>
      request(h.app.getHttpServer()).post(path).set('X-Api-Key', key).set('Content-Type', contentType);
    const refused = (res: request.Response, field: string, message: RegExp) => {
      expect([res.status, res.body.success, res.body.error.code]).toEqual([422, false, 'bad_request']);
      expect(res.body.error.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    };

    let baseUrl: string;

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
      baseUrl = h.origin;
      const company = await h.createCompany();
      [privateKey, publicKey] = [company.private_key, company.public_key];
    }, OPEN_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('refuses a body that does not decompress as its Content-Encoding says, and reads one that does', async () => {
      // Raw bytes over fetch: supertest would serialise a Buffer sent as JSON.
      const send = async (encoding: string, body: Buffer) => {
        const answer = await fetch(`${baseUrl}/v1/users`, {
          method: 'POST',
          headers: { 'X-Api-Key': privateKey, 'Content-Type': 'application/json', 'Content-Encoding': encoding },
          body,
        });
        return { status: answer.status, body: await answer.json() } as request.Response;
      };
      for (const encoding of ['gzip', 'deflate', 'br']) refused(await send(encoding, Buffer.from('not compressed')), 'content-encoding', /does not decompress/);
      refused(await send('zstd', Buffer.from('{}')), 'content-encoding', /must be gzip/);
      const gzipped = await send('gzip', gzipSync('{"external_id":"zipped"}'));
      const brotli = await send('br', brotliCompressSync('{"external_id":"brotli"}'));
      expect([gzipped.status, gzipped.body.data.external_id, brotli.status, brotli.body.data.external_id]).toEqual([201, 'zipped', 201, 'brotli']);
    });

    it('refuses deep nesting and key floods from the public key before mapping them to objects', async () => {
      refused(await post('/v1/users', publicKey).send('{"a":'.repeat(1300) + '1' + '}'.repeat(1300)), 'body', /deeper than 32/);
      refused(await post('/v1/users', publicKey).send('['.repeat(1300) + ']'.repeat(1300)), 'body', /deeper than 32/);
      refused(await post('/v1/users', publicKey).send(manyKeys(60_000)), 'body', /more than 1000 keys/);
      refused(await post('/v1/users', publicKey).send(JSON.stringify({ external_id: 'x'.repeat(1_100_000) })), 'body', /larger than 1 MB/);
    });

    it('adds less than 200 ms to /health (median) while 1 MB bodies of 60,000 keys are posted with the public key', async () => {
      // Measured against /health's median just before the flood, so a machine busy with other work is not counted as
      // the flood's cost; the attackers send from a thread of their own, or their sending would be counted too.
      const before = await healthMedianMs();
      const attackers = new Worker(FLOOD_ATTACKERS, { eval: true, workerData: { url: `${baseUrl}/v1/users`, publicKey, body: manyKeys(60_000), count: 4 } });
      const told = (what: string) => new Promise<{ statuses: number[] }>((resolve, reject) => {
        attackers.on('message', (message) => what in message && resolve(message));
        attackers.once('error', reject);
      });
      const stopped = told('statuses');
      stopped.catch(() => undefined); // awaited below; a failure before then is reported by the first await
      await told('flooding');
      const during = await healthMedianMs();
      attackers.postMessage('stop');
      const { statuses } = await stopped;
      await attackers.terminate();
      expect(statuses.length).toBeGreaterThanOrEqual(4);
      expect(new Set(statuses)).toEqual(new Set([422]));
      expect(during - before).toBeLessThan(200);
    });

    /** The median of seven timed GET /health, 30 ms apart; each must answer 200. */
    async function healthMedianMs(): Promise<number> {
      const latencies: number[] = [];
      for (let probe = 0; probe < 7; probe++) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        const started = performance.now();
        expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
        latencies.push(performance.now() - started);
      }
      return latencies.sort((a, b) => a - b)[3];
    }

    it('refuses control characters in strings of the body and in the URL', async () => {
      refused(await post('/v1/users', privateKey).send('{"external_id":"a\\u0000b"}'), 'body', /control characters/);
      refused(await post('/v1/users', privateKey).send('{"external_id":"tab\\there"}'), 'body', /control characters/);
      const lookup = await request(h.app.getHttpServer()).get('/v1/users?external_id=%00').set('X-Api-Key', privateKey);
      refused(lookup, 'url', /control characters/);
      refused(await request(h.app.getHttpServer()).get('/v1/users/%1b').set('X-Api-Key', privateKey), 'url', /control characters/);
    });

    it('parses every application/*+json body instead of dropping it', async () => {
      const created = await post('/v1/users', privateKey, 'application/vnd.api+json').send('{"external_id":"vendor-typed"}').expect(201);
      expect(created.body.data.external_id).toBe('vendor-typed');
      await post('/v1/users', privateKey, 'application/vnd.api+json').send('{"external_id":"vendor-typed"}').expect(200);
    });

    it('answers headers over 16 KB with the envelope instead of an empty 431', async () => {
      const { port } = h.app.getHttpServer().address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
      const [head, body] = raw.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 422 Unprocessable Entity');
      expect(JSON.parse(body)).toEqual({ success: false, data: null, error: { code: 'bad_request', message: expect.stringMatching(/16 KB/), errors: expect.any(Array) } });
    });
  });
});
