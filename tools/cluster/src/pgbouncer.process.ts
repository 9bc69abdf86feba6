import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { acceptsConnections, end, launch, Managed } from './managed-process';

/** Server connections PgBouncer opens to the primary, shared by every API process's pool. */
export const PGBOUNCER_POOL_SIZE = 20;

/**
 * PgBouncer in transaction pooling in front of the leader (through the database HAProxy; Debian's /usr/sbin/pgbouncer,
 * as `postgres`: it refuses root). Every client connection of every API process shares `PGBOUNCER_POOL_SIZE` server
 * ones. While no leader answers (a failover), a client is not held for PgBouncer's default 120 s: a failed server
 * login is tried again after 1 s, and a query waits at most 3 s for a server connection, then fails (the API answers
 * 503 and its circuit breaker opens), so no request waits past the failover by more than that.
 */
export async function startPgBouncer(layout: ClusterLayout): Promise<Managed> {
  const ini = join(layout.dir, 'pgbouncer.ini');
  writeFileSync(join(layout.dir, 'pgbouncer-users.txt'), `"${layout.role}" ""\n"postgres" ""\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `${layout.database} = host=127.0.0.1 port=${layout.primaryPort} dbname=${layout.database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${layout.pgbouncerPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(layout.dir, 'pgbouncer-users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${PGBOUNCER_POOL_SIZE}`,
      'max_client_conn = 500',
      'server_reset_query =',
      'server_login_retry = 1',
      'query_wait_timeout = 3',
      'admin_users = postgres',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  const root = process.getuid?.() === 0;
  const bouncer = launch('/usr/sbin/pgbouncer', [...(root ? ['-u', 'postgres'] : []), ini]);
  await acceptsConnections(layout.pgbouncerPort, bouncer, 15_000, 'pgbouncer');
  return bouncer;
}

/** SIGINT: PgBouncer's immediate shutdown (SIGTERM waits for its clients). */
export const stopPgBouncer = (bouncer: Managed) => end(bouncer, 'SIGINT', 3_000);
