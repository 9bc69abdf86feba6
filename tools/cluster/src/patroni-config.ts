import { join } from 'node:path';
import { ClusterLayout, PG_BIN, PostgresMember } from './cluster-layout';

/** Patroni's cluster name (its key prefix in etcd) and pgBackRest's stanza. */
export const SCOPE = 'gig';

/**
 * How fast a failover goes. The leader renews its key in etcd every `loop_wait`; a member whose postmaster dies fails
 * over at once instead of restarting it (`primary_start_timeout: 0`: safe with synchronous replication, the standby
 * has every acknowledged commit); a Patroni that dies loses the key after `ttl` (Patroni's minimum, 20 s), and
 * `loop_wait + 2 × retry_timeout` must stay below it.
 */
export const PATRONI_TIMING = { ttl: 20, loop_wait: 2, retry_timeout: 5, primary_start_timeout: 0 };

/**
 * One member's Patroni configuration (JSON, which Patroni's YAML reader takes as it is). What every member shares is
 * bootstrapped into etcd: `synchronous_mode` (Patroni names the other member in `synchronous_standby_names`, so every
 * commit the API is told about is on both servers; with the standby gone it drops the name, and writes go on),
 * `pg_rewind` to bring a failed primary back as a replica, replication slots, and WAL archiving on. What differs per
 * member is local: its addresses, its data directory, and pgBackRest's archive command, which names that directory.
 */
export function patroniConfig(layout: ClusterLayout, member: PostgresMember, archiveCommand: string): object {
  const superuser = { username: 'postgres' };
  return {
    scope: SCOPE,
    name: member.name,
    log: { level: 'INFO' },
    restapi: { listen: `127.0.0.1:${member.restPort}`, connect_address: `127.0.0.1:${member.restPort}` },
    etcd3: { hosts: `127.0.0.1:${layout.etcdPort}` },
    bootstrap: {
      dcs: {
        ...PATRONI_TIMING,
        maximum_lag_on_failover: 1024 * 1024,
        synchronous_mode: true,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            wal_level: 'replica', hot_standby: 'on', wal_log_hints: 'on', max_connections: 200, max_wal_senders: 10,
            max_replication_slots: 10, wal_keep_size: '256MB', archive_mode: 'on',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, { auth: 'trust' }],
      pg_hba: ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust'],
    },
    postgresql: {
      listen: `127.0.0.1:${member.port}`,
      connect_address: `127.0.0.1:${member.port}`,
      data_dir: member.dataDir,
      bin_dir: PG_BIN,
      pgpass: join(layout.dir, `${member.name}.pgpass`),
      authentication: { superuser, replication: superuser, rewind: superuser },
      parameters: { unix_socket_directories: layout.dir, archive_command: archiveCommand },
    },
    watchdog: { mode: 'off' },
  };
}
