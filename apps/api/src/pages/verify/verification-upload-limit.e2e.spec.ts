import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';

const FIVE_MB = 5 * 1024 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = 'gig-upload-limit';

interface SlowAnswer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly ms: number;
  readonly sentBytes: number;
}

/** A 5 MB upload sent at 1 MB/s (64 KB every 64 ms); resolves with the answer as soon as one comes, and stops sending. */
function slowUpload(port: number, address: string, contentType: string, head: Buffer): Promise<SlowAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/verify', headers: { 'content-type': contentType, 'content-length': FIVE_MB, 'x-forwarded-for': address, accept: 'application/json' } });
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, ms: performance.now() - started, sentBytes: sent });
      req.destroy();
    });
    // The server may close the connection while the client still writes: that is the point.
    req.on('error', (error) => (sent < FIVE_MB ? undefined : reject(error)));
    const send = () => {
      const chunk = sent === 0 ? Buffer.concat([head, Buffer.alloc(CHUNK - head.length, 0x25)]) : Buffer.alloc(Math.min(CHUNK, FIVE_MB - sent), 0x25);
      sent += chunk.length;
      req.write(chunk);
      if (sent < FIVE_MB) timer = setTimeout(send, 64);
      else req.end();
    };
    send();
  });
}

onEveryDatabase((name, postgresUrl) => {
  describe(`A limited address's upload to POST /verify, on ${name}`, () => {
    let h: ApiHarness;
    let port: number;

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl, env: { VERIFY_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' } });
      port = ((h.app.getHttpServer() as Server).address() as AddressInfo).port;
    }, OPEN_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('is answered 429 within 1.5 s, before its body is read, and its connection closed (5.0 s, the whole body read, before)', async () => {
      const address = '203.0.113.90';
      for (let i = 0; i < 2; i++) await request(h.app.getHttpServer()).get(`/verify/${randomUUID()}?format=json`).set('X-Forwarded-For', address).expect(404);
      const pdf = await slowUpload(port, address, 'application/pdf', Buffer.from('%PDF-1.7\n'));
      const formHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
      const form = await slowUpload(port, address, `multipart/form-data; boundary=${BOUNDARY}`, formHead);
      for (const answer of [pdf, form]) {
        expect([answer.status, answer.connection]).toEqual([429, 'close']);
        expect(answer.ms).toBeLessThan(1_500);
        expect(answer.sentBytes).toBeLessThan(FIVE_MB / 2);
      }
    }, 30_000);

    it('reads the upload at POST /verify/ too, rather than answering that the body must be JSON', async () => {
      const answer = await request(h.app.getHttpServer()).post('/verify/').set('X-Forwarded-For', '203.0.113.91').set('Content-Type', 'application/pdf').send(Buffer.from('%PDF-1.7\n%%EOF\n')).expect(200);
      expect(answer.body.data).toMatchObject({ issued: false, report: null });
    });
  });
});
