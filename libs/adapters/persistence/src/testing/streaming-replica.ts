import { execFile } from 'node:child_process';
import { existsSync, appendFileSync, chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';
import { withClient } from './test-database';

const run = promisify(execFile);

/** A private primary and its streaming replica on free loopback ports, in a temporary folder. */
export interface StreamingReplica {
  readonly primaryPort: number;
  readonly replicaPort: number;
  primaryUrl(database?: string): string;
  replicaUrl(database?: string): string;
  /** `pg_ctl stop -m immediate` of the replica: its connections drop at once. */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** `pg_ctl stop -m immediate` of the primary (a failover's first step: its connections drop at once). */
  stopPrimary(): Promise<void>;
  /** `pg_ctl promote -w` of the replica: it leaves recovery and takes writes (a failover's second step). */
  promoteReplica(): Promise<void>;
  /** `pg_wal_replay_pause()` / `pg_wal_replay_resume()` on the replica. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written so far. */
  caughtUp(withinMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Where PostgreSQL's server binaries are (`PG_BIN`, else Debian's 15, 16, 17), or null when they are not installed. */
export function findPostgresBinaries(): string | null {
  const candidates = [process.env.PG_BIN, ...['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`)].filter(Boolean) as string[];
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((name) => existsSync(join(dir, name)))) ?? null;
}

/**
 * `initdb` a primary (`wal_level=replica`, replication trusted from 127.0.0.1), `pg_basebackup -R` a replica
 * from it, and start both with `pg_ctl`, on two free 127.0.0.1 ports. PostgreSQL refuses to run as root: as
 * root, every command runs as the `postgres` OS user (`runuser`), which then owns the folder.
 */
export async function startStreamingReplica(options: { startMs?: number } = {}): Promise<StreamingReplica> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed.');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'gig-replica-'));
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir }) : run(join(bin, tool), args, { cwd: dir });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const timeout = String(Math.ceil((options.startMs ?? 60_000) / 1000));
  const start = (data: string) => pg('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', timeout, 'start']);
  const stop = (data: string) => pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  const url = (port: number, database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  try {
    await pg('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    appendConf(join(primaryDir, 'postgresql.conf'), {
      port: primaryPort, listen_addresses: "'127.0.0.1'", unix_socket_directories: `'${dir}'`, wal_level: 'replica', max_wal_senders: 5,
      hot_standby: 'on', hot_standby_feedback: 'on', fsync: 'off', full_page_writes: 'off', shared_buffers: "'32MB'", max_connections: 60,
    });
    appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust\n');
    await start(primaryDir);
    await pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    appendConf(join(replicaDir, 'postgresql.conf'), { port: replicaPort });
    await start(replicaDir);
  } catch (error) {
    await stop(replicaDir);
    await stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const onReplica = (sql: string) => withClient(url(replicaPort), (client) => client.query(sql)).then(() => undefined);
  return {
    primaryPort,
    replicaPort,
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    stopReplica: async () => void (await pg('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop'])),
    startReplica: async () => void (await start(replicaDir)),
    stopPrimary: async () => void (await pg('pg_ctl', ['-D', primaryDir, '-m', 'immediate', '-w', 'stop'])),
    promoteReplica: async () => void (await pg('pg_ctl', ['-D', replicaDir, '-w', '-t', timeout, 'promote'])),
    pauseReplay: () => onReplica('SELECT pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('SELECT pg_wal_replay_resume()'),
    caughtUp: async (withinMs = 30_000) => {
      const { rows } = await withClient(url(primaryPort), (client) => client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'));
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline) {
        const replayed = await withClient(url(replicaPort), (client) =>
          client.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0].lsn]),
        ).catch(() => null);
        if (replayed?.rows[0].done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`The replica did not replay up to ${rows[0].lsn} within ${withinMs} ms`);
    },
    stop: async () => {
      await stop(replicaDir);
      await stop(primaryDir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function appendConf(file: string, settings: Record<string, string | number>): void {
  appendFileSync(file, `\n${Object.entries(settings).map(([key, value]) => `${key} = ${value}`).join('\n')}\n`);
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

