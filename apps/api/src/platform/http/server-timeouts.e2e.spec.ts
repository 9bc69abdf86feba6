import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

describe('The started server keeps idle connections longer than a load balancer does', () => {
  let h: ApiHarness;

  beforeAll(async () => {
    h = await openApiHarness();
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('closes an idle connection after 72 s, waits 75 s for headers, and tells the client so', async () => {
    const server = h.app.getHttpServer();
    expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([72_000, 75_000]);
    const { port } = server.address() as AddressInfo;
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path: '/health', headers: { connection: 'keep-alive' }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive']?.toString()));
      });
      call.on('error', reject);
      call.end();
    });
    expect(keepAlive).toBe('timeout=72');
  });
});
