import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { acceptsConnections, end, launch, Managed } from './managed-process';

/**
 * Health checks every 500 ms, 2 failures to take a process out (within about 1 s), 1 success to put it back: after the
 * database was away, every process is back within 500 ms of its first good check (rise 2 left HAProxy answering
 * 503 "no server" for a second after the primary thawed).
 */
export const CHECK_INTERVAL_MS = 500;
export const CHECK_FALL = 2;

/**
 * HAProxy (Debian's /usr/sbin/haproxy) in front of the API processes, round-robin, checking `/health/ready`:
 * a draining process (readiness 503 from its SIGTERM on) is out of rotation before it closes its listener.
 * A request that found no answer (connection refused, or closed before any answer: a process killed) is retried
 * on another process, but only when it is safe: GET, HEAD, the aggregated read, or a POST with an `Idempotency-Key`.
 */
export async function startHaproxy(layout: ClusterLayout, onLine: (line: string) => void): Promise<Managed> {
  const cfg = join(layout.dir, 'haproxy.cfg');
  const noServer = join(layout.dir, 'haproxy-503.http');
  writeFileSync(noServer, NO_SERVER_ANSWER);
  const servers = layout.apiPorts.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check`);
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 4000',
      '  log stdout format raw local0 info',
      'defaults',
      '  mode http',
      '  log global',
      '  option httplog',
      '  option dontlog-normal',
      // The client's address, appended to whatever X-Forwarded-For the client sent: the processes trust one hop (TRUST_PROXY=1).
      '  option forwardfor',
      '  timeout connect 2s',
      '  timeout client 75s',
      '  timeout http-request 15s',
      '  timeout server 30s',
      '  timeout queue 5s',
      '  timeout check 2s',
      // Below the API's 72 s keep-alive: the balancer closes idle connections first.
      '  timeout http-keep-alive 60s',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout',
      // With every process out of rotation (the primary unreachable fails each one's readiness), the answer is
      // still the service's envelope, as the processes themselves would give it.
      `  errorfile 503 ${noServer}`,
      'frontend api',
      `  bind 127.0.0.1:${layout.haproxyPort}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  acl safe_method method GET HEAD OPTIONS',
      '  acl read_only path /v1/users/earnings/aggregated',
      '  acl idempotent req.hdr(idempotency-key) -m found',
      '  http-request disable-l7-retry unless safe_method or read_only or idempotent',
      '  option httpchk GET /health/ready',
      '  http-check expect status 200',
      `  default-server inter ${CHECK_INTERVAL_MS} fastinter ${CHECK_INTERVAL_MS} downinter 1s fall ${CHECK_FALL} rise 1`,
      ...servers,
      'listen stats',
      `  bind 127.0.0.1:${layout.haproxyStatsPort}`,
      '  stats enable',
      '  stats uri /',
      '  stats refresh 2s',
      '',
    ].join('\n'),
  );
  const haproxy = launch('/usr/sbin/haproxy', ['-db', '-f', cfg], { onLine });
  await acceptsConnections(layout.haproxyPort, haproxy, 15_000, 'haproxy');
  return haproxy;
}

/** HAProxy's own 503 (no process ready), in the spec's error envelope with `retry-after`. */
const NO_SERVER_ANSWER = [
  'HTTP/1.1 503 Service Unavailable',
  'content-type: application/json; charset=utf-8',
  'retry-after: 1',
  'cache-control: no-store',
  'connection: close',
  '',
  JSON.stringify({ success: false, data: null, error: { code: 'service_unavailable', message: 'No server process is ready right now; retry shortly.', errors: null } }),
].join('\r\n');

/** The backend's retries (a request sent again to the same or another process) and redispatches (to another process). */
export async function retryCounters(layout: ClusterLayout): Promise<{ retries: number; redispatches: number }> {
  const csv = await (await fetch(`http://127.0.0.1:${layout.haproxyStatsPort}/;csv`)).text();
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
  const backend = rows.find((row) => row[0] === 'api' && row[1] === 'BACKEND') ?? [];
  return { retries: Number(backend[header.indexOf('wretr')] || 0), redispatches: Number(backend[header.indexOf('wredis')] || 0) };
}

/** Each API process's state as HAProxy sees it (`UP`, `DOWN`, `UP 1/2`…), by server name (`api1`…). */
export async function backendStates(layout: ClusterLayout): Promise<Record<string, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${layout.haproxyStatsPort}/;csv`)).text();
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((line) => line.split(','));
  const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name));
  return Object.fromEntries(rows.filter((row) => row[px] === 'api' && /^api\d$/.test(row[sv])).map((row) => [row[sv], row[status]]));
}

export const stopHaproxy = (haproxy: Managed) => end(haproxy, 'SIGTERM', 3_000);
