import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where each part of the cluster listens (all on 127.0.0.1) and keeps its files, from one base port. */
export interface ClusterLayout {
  readonly dir: string;
  readonly haproxyPort: number;
  readonly haproxyStatsPort: number;
  readonly apiPorts: readonly number[];
  readonly metricsPorts: readonly number[];
  readonly pgbouncerPort: number;
  readonly primaryPort: number;
  readonly replicaPort: number;
  /** The database and the role the service uses. */
  readonly database: string;
  readonly role: string;
}

export const API_PROCESSES = 3;

/** A fresh temporary folder owned by `postgres` (PostgreSQL and PgBouncer refuse to run as root). */
export function clusterLayout(basePort: number): ClusterLayout {
  const dir = mkdtempSync(join(tmpdir(), 'gig-cluster-'));
  const { uid, gid } = postgresUser();
  chownSync(dir, uid, gid);
  const apiPorts = Array.from({ length: API_PROCESSES }, (_, i) => basePort + 1 + i);
  return {
    dir,
    haproxyPort: basePort,
    haproxyStatsPort: basePort + 9,
    apiPorts,
    metricsPorts: apiPorts.map((port) => port + 10),
    pgbouncerPort: basePort + 20,
    primaryPort: basePort + 21,
    replicaPort: basePort + 22,
    database: 'gig',
    role: 'gig',
  };
}

export function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
  return { uid, gid };
}

/** A command as the `postgres` OS user when we are root (as `runuser` does), else as ourselves. */
export function asPostgres(command: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
}

/** The Debian packages the cluster needs that are missing, by binary. */
export function missingPackages(): string[] {
  const binaries: Record<string, string> = { haproxy: '/usr/sbin/haproxy', pgbouncer: '/usr/sbin/pgbouncer', 'postgresql-15': `${PG_BIN}/initdb` };
  return Object.entries(binaries).filter(([, path]) => !existsSync(path)).map(([name]) => name);
}

export const PG_BIN = '/usr/lib/postgresql/15/bin';
