import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@gig/persistence/testing';

/** One PostgreSQL server run by its own Patroni: its data directory, its port and Patroni's REST port. */
export interface PostgresMember {
  readonly name: string;
  readonly dataDir: string;
  readonly port: number;
  readonly restPort: number;
}

/** Where each part of the cluster listens (all on 127.0.0.1) and keeps its files, from one base port. */
export interface ClusterLayout {
  readonly dir: string;
  readonly haproxyPort: number;
  readonly haproxyStatsPort: number;
  readonly apiPorts: readonly number[];
  readonly metricsPorts: readonly number[];
  readonly pgbouncerPort: number;
  /** HAProxy's PostgreSQL listeners: the Patroni leader, and the replicas (Patroni's REST `/primary`, `/replica`). */
  readonly primaryPort: number;
  readonly replicaPort: number;
  readonly databaseStatsPort: number;
  /** The members and the single-node etcd (free ports the OS hands out: nobody reaches them but the cluster). */
  readonly members: readonly PostgresMember[];
  readonly etcdPort: number;
  readonly etcdPeerPort: number;
  /** The database and the role the service uses. */
  readonly database: string;
  readonly role: string;
}

export const API_PROCESSES = 3;
export const POSTGRES_MEMBERS = 2;

/** A fresh temporary folder owned by `postgres` (PostgreSQL, Patroni and PgBouncer refuse to run as root). */
export async function clusterLayout(basePort: number): Promise<ClusterLayout> {
  const dir = mkdtempSync(join(tmpdir(), 'gig-cluster-'));
  const { uid, gid } = postgresUser();
  chownSync(dir, uid, gid);
  const apiPorts = Array.from({ length: API_PROCESSES }, (_, i) => basePort + 1 + i);
  const members: PostgresMember[] = [];
  for (let i = 1; i <= POSTGRES_MEMBERS; i++) members.push({ name: `pg${i}`, dataDir: join(dir, `pg${i}`), port: await freePort(), restPort: await freePort() });
  return {
    dir,
    haproxyPort: basePort,
    haproxyStatsPort: basePort + 9,
    apiPorts,
    metricsPorts: apiPorts.map((port) => port + 10),
    pgbouncerPort: basePort + 20,
    primaryPort: basePort + 21,
    replicaPort: basePort + 22,
    databaseStatsPort: basePort + 23,
    members,
    etcdPort: await freePort(),
    etcdPeerPort: await freePort(),
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

/** Spawn options that run a long-lived child as `postgres` when we are root (signals then reach it, not a `runuser`). */
export function postgresIdentity(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? postgresUser() : {};
}

/** The Debian packages the cluster needs that are missing, by binary. */
export function missingPackages(): string[] {
  const binaries: Record<string, string> = {
    haproxy: '/usr/sbin/haproxy',
    pgbouncer: '/usr/sbin/pgbouncer',
    'postgresql-15': `${PG_BIN}/initdb`,
    patroni: '/usr/bin/patroni',
    'etcd-server': '/usr/bin/etcd',
    pgbackrest: '/usr/bin/pgbackrest',
  };
  return Object.entries(binaries).filter(([, path]) => !existsSync(path)).map(([name]) => name);
}

export const PG_BIN = '/usr/lib/postgresql/15/bin';
