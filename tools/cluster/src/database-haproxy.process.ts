import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { acceptsConnections, end, launch, Managed } from './managed-process';

/** Patroni's REST API checked every 500 ms; 2 failures take a member out, 1 success puts it in. */
export const DATABASE_CHECK_MS = 500;

/**
 * A second HAProxy (TCP), in front of PostgreSQL: `primaryPort` goes to whichever member answers 200 on Patroni's
 * `/primary` (the leader), `replicaPort` to those answering `/replica` (running replicas). PgBouncer, the API's LISTEN
 * connections and its replica reads all go through it, so after a failover they reach the new leader with no change
 * of configuration. A member leaving a role has its open connections cut at once (`on-marked-down shutdown-sessions`):
 * nothing keeps writing to a demoted server. Connections stay open while idle (LISTEN, pooled server connections).
 */
export async function startDatabaseHaproxy(layout: ClusterLayout, onLine: (line: string) => void): Promise<Managed> {
  const cfg = join(layout.dir, 'haproxy-postgres.cfg');
  const route = (name: string, port: number, check: string) => [
    `listen ${name}`,
    `  bind 127.0.0.1:${port}`,
    `  option httpchk GET ${check}`,
    '  http-check expect status 200',
    `  default-server inter ${DATABASE_CHECK_MS} fastinter ${DATABASE_CHECK_MS} downinter ${DATABASE_CHECK_MS} fall 2 rise 1 on-marked-down shutdown-sessions`,
    ...layout.members.map((member) => `  server ${member.name} 127.0.0.1:${member.port} check port ${member.restPort}`),
  ];
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 2000',
      '  log stdout format raw local0 info',
      'defaults',
      '  mode tcp',
      '  log global',
      '  option dontlog-normal',
      '  timeout connect 1s',
      '  timeout client 1h',
      '  timeout server 1h',
      '  timeout check 1s',
      '  retries 2',
      '  option redispatch 1',
      ...route('postgres_primary', layout.primaryPort, '/primary'),
      ...route('postgres_replicas', layout.replicaPort, '/replica'),
      'listen stats',
      '  mode http',
      `  bind 127.0.0.1:${layout.databaseStatsPort}`,
      '  stats enable',
      '  stats uri /',
      '',
    ].join('\n'),
  );
  const haproxy = launch('/usr/sbin/haproxy', ['-db', '-f', cfg], { onLine });
  await acceptsConnections(layout.primaryPort, haproxy, 15_000, 'haproxy (postgres)');
  return haproxy;
}

export const stopDatabaseHaproxy = (haproxy: Managed) => end(haproxy, 'SIGTERM', 3_000);
