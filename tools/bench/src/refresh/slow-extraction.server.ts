import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A gig-family extraction service on loopback that answers every session's refresh after `delayMs`, as a
 * platform behind the network does, with 30 days of earnings (the ride-hailing README's data format).
 */
export class SlowExtractionServer {
  private server: Server | null = null;
  refreshes = 0;

  constructor(private readonly delayMs: number) {}

  async start(): Promise<string> {
    const body = JSON.stringify({ worker: null, earnings: lastDays(30), warning: null });
    this.server = createServer((request, response) => {
      request.resume();
      const refresh = request.method === 'POST' && /^\/v1\/sessions\/[^/]+\/refresh$/.test(request.url ?? '');
      setTimeout(() => {
        if (refresh) this.refreshes++;
        response.writeHead(refresh ? 200 : 404, { 'content-type': 'application/json' });
        response.end(refresh ? body : JSON.stringify({ error: { code: 'NOT_FOUND', message: 'only refreshes here' } }));
      }, this.delayMs);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

function lastDays(days: number) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(today - (i + 1) * 86_400_000).toISOString().slice(0, 10),
    amount: `${400 + ((i * 37) % 300)}.${String((i * 13) % 100).padStart(2, '0')}`,
    currency: 'MXN',
    trips: 5 + (i % 9),
  }));
}
