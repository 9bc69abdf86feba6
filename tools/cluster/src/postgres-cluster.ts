import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { asPostgres, ClusterLayout, PG_BIN, PostgresMember } from './cluster-layout';
import { startDatabaseHaproxy, stopDatabaseHaproxy } from './database-haproxy.process';
import { startEtcd, stopEtcd } from './etcd.process';
import type { Managed } from './managed-process';
import { pause } from './managed-process';
import { clusterState, memberIs, startPatroni, stopPatroni } from './patroni.process';
import { PgBackRest } from './pgbackrest';

const run = promisify(execFile);

/** `command` from PostgreSQL's binaries, as the `postgres` OS user. */
export async function pg(command: string, args: string[]): Promise<string> {
  const [file, argv] = asPostgres(join(PG_BIN, command), args);
  return (await run(file, argv, { maxBuffer: 10 * 1024 * 1024 })).stdout;
}

/** A line of a member's Patroni log worth keeping (a failover, a rewind), with when it came. */
export interface MemberEvent {
  readonly member: string;
  readonly at: number;
  readonly line: string;
}
const EVENT = /pg_rewind|rewind|Failing over|promoted self|crashed|Demoting self|cleaning up/i;

/**
 * Two PostgreSQL 15 members under Patroni (leader election over a single-node etcd, synchronous replication,
 * automatic failover, pg_rewind), HAProxy routing `primaryPort` to the leader and `replicaPort` to the replicas,
 * WAL archived by pgBackRest. Everything the service and the drills reach goes through HAProxy's two ports.
 * The service's role has `statement_timeout` set on it, since PgBouncer in transaction pooling carries no start-up parameter.
 */
export class PostgresCluster {
  readonly backups: PgBackRest;
  readonly events: MemberEvent[] = [];
  private readonly patronis = new Map<string, Managed>();
  private etcd: Managed | null = null;
  private haproxy: Managed | null = null;

  private constructor(private readonly layout: ClusterLayout, private readonly onLine: (line: string) => void) {
    this.backups = new PgBackRest(layout);
  }

  /** A superuser URL on the leader (or a replica), through HAProxy, for the drill's checks. */
  adminUrl(server: 'primary' | 'replica' = 'primary', database = this.layout.database): string {
    return `postgres://postgres@127.0.0.1:${server === 'primary' ? this.layout.primaryPort : this.layout.replicaPort}/${database}`;
  }

  /** The service's role, through HAProxy to the leader or a replica. */
  serviceUrl(server: 'primary' | 'replica'): string {
    const { role, database, primaryPort, replicaPort } = this.layout;
    return `postgres://${role}@127.0.0.1:${server === 'primary' ? primaryPort : replicaPort}/${database}`;
  }

  static async start(layout: ClusterLayout, log: (line: string) => void, onLine: (line: string) => void = () => undefined): Promise<PostgresCluster> {
    const cluster = new PostgresCluster(layout, onLine);
    try {
      cluster.etcd = await startEtcd(layout, onLine);
      log(`  etcd (one node) on 127.0.0.1:${layout.etcdPort}`);
      const [first, second] = layout.members;
      cluster.startMember(first);
      await cluster.until(`${first.name} leads`, () => memberIs(first, '/primary'), 120_000);
      const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${first.port}/postgres` });
      await admin.connect();
      await admin.query(`CREATE ROLE ${layout.role} LOGIN`);
      await admin.query(`ALTER ROLE ${layout.role} SET statement_timeout = '10s'`);
      await admin.query(`CREATE DATABASE ${layout.database} OWNER ${layout.role}`);
      await admin.end();
      log(`  PostgreSQL ${first.name} on 127.0.0.1:${first.port}, leader (Patroni REST on ${first.restPort})`);
      cluster.startMember(second);
      await cluster.until(`${second.name} is the synchronous standby`, () => memberIs(second, '/sync'), 180_000);
      log(`  PostgreSQL ${second.name} on 127.0.0.1:${second.port}, synchronous standby (Patroni REST on ${second.restPort})`);
      await cluster.backups.stanzaCreate();
      log(`  pgBackRest: WAL archived into ${cluster.backups.repository}`);
      cluster.haproxy = await startDatabaseHaproxy(layout, onLine);
      await cluster.until('HAProxy routes to the leader', () => cluster.answers(cluster.adminUrl('primary', 'postgres')), 30_000);
      log(`  HAProxy for PostgreSQL: leader on 127.0.0.1:${layout.primaryPort}, replicas on 127.0.0.1:${layout.replicaPort} (stats http://127.0.0.1:${layout.databaseStatsPort}/)`);
      return cluster;
    } catch (error) {
      await cluster.stop().catch(() => undefined);
      throw error;
    }
  }

  /** Starts (or starts again) a member's Patroni, which starts its PostgreSQL as the leader or a replica. */
  startMember(member: PostgresMember): void {
    this.patronis.set(member.name, startPatroni(this.layout, member, this.backups.archiveCommand(member.dataDir), (line) => {
      if (EVENT.test(line)) this.events.push({ member: member.name, at: Date.now(), line });
      this.onLine(line);
    }));
  }

  /** The member down as in a crash: its Patroni SIGKILLed, then its PostgreSQL stopped with `pg_ctl stop -m immediate`. */
  async crashMember(member: PostgresMember): Promise<void> {
    this.patronis.get(member.name)?.child.kill('SIGKILL');
    await this.patronis.get(member.name)?.exited;
    this.patronis.delete(member.name);
    await pg('pg_ctl', ['-D', member.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  }

  /** The member holding the leader key, and the others, as Patroni reports them now. */
  async roles(): Promise<{ leader: PostgresMember | null; replicas: PostgresMember[] }> {
    const states = (await clusterState(this.layout)) ?? [];
    const leaderName = states.find((state) => state.role === 'leader' && state.state === 'running')?.name;
    const leader = this.layout.members.find((member) => member.name === leaderName) ?? null;
    return { leader, replicas: this.layout.members.filter((member) => member !== leader) };
  }

  async leader(): Promise<PostgresMember> {
    const { leader } = await this.roles();
    if (!leader) throw new Error(`No Patroni leader now: ${JSON.stringify(await clusterState(this.layout))}`);
    return leader;
  }

  /** A member's postmaster and all its children: SIGSTOP on them freezes the server whole. */
  serverProcesses(member: PostgresMember): number[] {
    const postmaster = Number(readFileSync(join(member.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [postmaster, ...children];
  }

  /** Bytes of WAL the replicas have yet to replay (null when none streams), asked of the leader. */
  async replicaLag(): Promise<{ streaming: boolean; lagBytes: number | null }> {
    const client = new Client({ connectionString: this.adminUrl('primary', 'postgres') });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT max(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn))::bigint AS lag, count(*)::int AS n FROM pg_stat_replication`);
      return { streaming: rows[0].n > 0, lagBytes: rows[0].n > 0 ? Number(rows[0].lag) : null };
    } finally {
      await client.end();
    }
  }

  /** Polls `check` every 200 ms until it holds; throws naming `what` when `withinMs` runs out. */
  async until(what: string, check: () => Promise<boolean>, withinMs: number): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > withinMs) throw new Error(`Not ${what} within ${withinMs / 1000} s; members: ${JSON.stringify(await clusterState(this.layout))}`);
      await pause(200);
    }
    return Date.now() - started;
  }

  answers(url: string): Promise<boolean> {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000, query_timeout: 1_000 });
    client.on('error', () => undefined);
    return client.connect().then(() => client.query('SELECT 1')).then(() => true, () => false).finally(() => client.end().catch(() => undefined));
  }

  async stop(): Promise<void> {
    if (this.haproxy) await stopDatabaseHaproxy(this.haproxy);
    await Promise.all([...this.patronis.values()].map(stopPatroni));
    this.patronis.clear();
    for (const member of this.layout.members) await pg('pg_ctl', ['-D', member.dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    if (this.etcd) await stopEtcd(this.etcd);
  }
}
