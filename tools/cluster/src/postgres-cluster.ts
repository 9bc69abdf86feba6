import { execFile } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { asPostgres, ClusterLayout, PG_BIN } from './cluster-layout';

const run = promisify(execFile);

/** `command` from PostgreSQL's binaries, as the `postgres` OS user. */
async function pg(command: string, args: string[]): Promise<string> {
  const [file, argv] = asPostgres(join(PG_BIN, command), args);
  return (await run(file, argv, { maxBuffer: 10 * 1024 * 1024 })).stdout;
}

/**
 * A PostgreSQL primary and one streaming replica (`pg_basebackup -R`) on loopback, data in the cluster's folder.
 * The service's role has `statement_timeout` set on it, since PgBouncer in transaction pooling carries no start-up parameter.
 */
export class PostgresCluster {
  readonly primaryDir: string;
  readonly replicaDir: string;

  private constructor(private readonly layout: ClusterLayout) {
    this.primaryDir = join(layout.dir, 'primary');
    this.replicaDir = join(layout.dir, 'replica');
  }

  /** A superuser URL on the primary (or the replica), for the drill's checks. */
  adminUrl(server: 'primary' | 'replica' = 'primary', database = this.layout.database): string {
    return `postgres://postgres@127.0.0.1:${server === 'primary' ? this.layout.primaryPort : this.layout.replicaPort}/${database}`;
  }

  /** The service's role, direct to a server. */
  serviceUrl(server: 'primary' | 'replica'): string {
    const { role, database, primaryPort, replicaPort } = this.layout;
    return `postgres://${role}@127.0.0.1:${server === 'primary' ? primaryPort : replicaPort}/${database}`;
  }

  static async start(layout: ClusterLayout, log: (line: string) => void): Promise<PostgresCluster> {
    const cluster = new PostgresCluster(layout);
    await pg('initdb', ['-D', cluster.primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    appendFileSync(
      join(cluster.primaryDir, 'postgresql.conf'),
      [`port = ${layout.primaryPort}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${layout.dir}'`, 'max_connections = 200', 'wal_keep_size = 256MB', ''].join('\n'),
    );
    await cluster.startServer('primary');
    const admin = new Client({ connectionString: cluster.adminUrl('primary', 'postgres') });
    await admin.connect();
    await admin.query(`CREATE ROLE ${layout.role} LOGIN`);
    await admin.query(`ALTER ROLE ${layout.role} SET statement_timeout = '10s'`);
    await admin.query(`CREATE DATABASE ${layout.database} OWNER ${layout.role}`);
    await admin.end();
    log(`  PostgreSQL primary on 127.0.0.1:${layout.primaryPort}`);
    await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(layout.primaryPort), '-U', 'postgres', '-D', cluster.replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    appendFileSync(join(cluster.replicaDir, 'postgresql.conf'), `port = ${layout.replicaPort}\n`);
    await cluster.startServer('replica');
    log(`  PostgreSQL streaming replica on 127.0.0.1:${layout.replicaPort} (pg_basebackup -R)`);
    return cluster;
  }

  async startServer(server: 'primary' | 'replica'): Promise<void> {
    const dir = server === 'primary' ? this.primaryDir : this.replicaDir;
    await pg('pg_ctl', ['-D', dir, '-l', join(this.layout.dir, `${server}.log`), '-w', '-t', '60', 'start']);
  }

  /** `pg_ctl stop -m immediate`: the server dies as in a crash (its clients see their connections drop). */
  async stopServer(server: 'primary' | 'replica', mode: 'immediate' | 'fast' = 'immediate'): Promise<void> {
    const dir = server === 'primary' ? this.primaryDir : this.replicaDir;
    await pg('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']).catch(() => undefined);
  }

  /** The primary's postmaster and all its children: SIGSTOP freezes the server whole (connections stay open, nothing answers). */
  primaryProcesses(): number[] {
    const postmaster = Number(readFileSync(join(this.primaryDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [postmaster, ...children];
  }

  /** Bytes of WAL the replica has yet to replay, and its replay delay (null when it is not streaming). */
  async replicaLag(): Promise<{ streaming: boolean; lagBytes: number | null }> {
    const client = new Client({ connectionString: this.adminUrl('primary', 'postgres') });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint AS lag FROM pg_stat_replication`);
      return { streaming: rows.length > 0, lagBytes: rows.length ? Number(rows[0].lag) : null };
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    await this.stopServer('replica', 'fast');
    await this.stopServer('primary', 'fast');
  }
}
