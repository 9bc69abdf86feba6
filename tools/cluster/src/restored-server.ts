import { chownSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '@gig/persistence/testing';
import { ClusterLayout, postgresUser } from './cluster-layout';
import { pause } from './managed-process';
import type { PgBackRest } from './pgbackrest';
import { pg } from './postgres-cluster';

/** A PostgreSQL server on a data directory pgBackRest restored to a point in time, outside Patroni. */
export interface RestoredServer {
  readonly port: number;
  url(user: string, database: string): string;
  /** Bytes of WAL replayed on top of the backup: from its start to where recovery stopped. */
  readonly walBytes: number;
  stop(): Promise<void>;
}

/**
 * Restores the newest backup and the archived WAL up to `time` into a new directory, starts a server there and waits
 * until recovery has stopped at the target and promoted it. The restored configuration is a member's (Patroni wrote
 * it): the command line overrides what must not follow it here (port, files, no synchronous standby, no archiving).
 */
export async function restoreToTime(layout: ClusterLayout, backups: PgBackRest, time: string, backupStartLsn: string): Promise<RestoredServer> {
  const dataDir = join(layout.dir, 'restored');
  mkdirSync(dataDir, { mode: 0o700 });
  const { uid, gid } = postgresUser();
  chownSync(dataDir, uid, gid);
  const port = await freePort();
  const url = (user: string, database: string) => `postgres://${user}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await backups.restoreTo(dataDir, time);
    const options = [
      `-c port=${port}`, "-c listen_addresses=127.0.0.1", `-c unix_socket_directories=${layout.dir}`, `-c hba_file=${join(dataDir, 'pg_hba.conf')}`,
      `-c ident_file=${join(dataDir, 'pg_ident.conf')}`, "-c synchronous_standby_names=''", '-c archive_mode=off', '-c cluster_name=restored',
    ];
    await pg('pg_ctl', ['-D', dataDir, '-l', join(layout.dir, 'restored.log'), '-o', options.join(' '), '-w', '-t', '600', 'start']);
    const client = new Client({ connectionString: url('postgres', 'postgres') });
    await client.connect();
    try {
      while ((await client.query('SELECT pg_is_in_recovery() AS recovering')).rows[0].recovering) await pause(200);
      const { rows } = await client.query('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS bytes', [backupStartLsn]);
      return { port, url, walBytes: Number(rows[0].bytes), stop };
    } finally {
      await client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
