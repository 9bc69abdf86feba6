import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceMetrics } from './service-metrics';

/**
 * `GET /metrics` on a listener of its own (`METRICS_PORT`), so the public port never serves it: only the network
 * the operator exposes that port to can scrape. Everything else there is 404.
 */
export async function listenForMetrics(metrics: ServiceMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => (server.off('error', reject), resolve()));
  });
  return server;
}

export function metricsPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}
