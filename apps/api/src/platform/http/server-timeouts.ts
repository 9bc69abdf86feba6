import type { Server } from 'node:http';

/**
 * Longer than the idle time-out of common load balancers and proxies (60 s on AWS ALB and nginx's
 * upstream keep-alive, up to 65 s elsewhere), so that the balancer, not the service, closes an idle
 * connection: it then never sends a request down a socket the service is closing (a 502 for the caller).
 * Node's default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Above the keep-alive time-out, as Node requires for the same reason. */
export const HEADERS_TIMEOUT_MS = 75_000;

export function keepConnectionsOpenPastLoadBalancers(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
