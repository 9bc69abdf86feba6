import type { Repositories } from '@gig/domain';
import { DataSource } from 'typeorm';
import { typeOrmRepositories } from '../repositories/typeorm.repositories';
import { redactUrl } from './database-target';
import { isDatabaseUnavailable } from './database-faults';
import { DEFAULT_CONNECT_TIMEOUT_MS, postgresDataSourceOptions, PostgresTarget } from './postgres.data-source-options';
import { parseLsn, ReplicaLagClock } from './replica-lag';

export const DEFAULT_REPLICA_MAX_LAG_MS = 5_000;

/** `up`: reads go there; `lagging`: behind by more than the limit; `down`: unreachable or not a standby; `unknown`: not probed yet. */
export type ReplicaState = 'up' | 'lagging' | 'down' | 'unknown';

export interface ReplicaStatus {
  readonly index: number;
  readonly state: ReplicaState;
  /** Behind the primary by this much at the last probe (null: not measured). */
  readonly lagMs: number | null;
  readonly reason: string | null;
}

/** One replica's pool and the repositories over it. */
export interface Replica {
  readonly index: number;
  readonly repositories: Repositories;
}

interface Member extends Replica {
  readonly dataSource: DataSource;
  status: ReplicaStatus;
}

export interface ReplicaSetOptions {
  readonly maxLagMs: number;
  /** Between two probes of every replica (default: 1 s, or a fifth of the lag limit when that is shorter, at least 50 ms). */
  readonly probeMs?: number;
  /** The primary's `pg_current_wal_lsn()`, on a connection of the primary's pool. */
  readonly primaryLsn: () => Promise<string>;
  /** Told when a replica's state changes (not of every new lag figure). */
  readonly onChange?: (status: ReplicaStatus) => void;
}

/**
 * The replicas of `DATABASE_REPLICA_URLS`, each with its own pool, and which of them may serve a read now. Each
 * probe notes the primary's WAL position, then asks every replica how far it has replayed (`ReplicaLagClock` turns
 * that into time); a replica that is unreachable, not in recovery, or behind by more than `maxLagMs` is skipped
 * until a later probe finds it well. A read that fails on a replica marks it down at once (`readFailed`).
 */
export class ReplicaSet {
  private readonly members: Member[];
  private readonly clock: ReplicaLagClock;
  private readonly probeMs: number;
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private probing: Promise<void> | null = null;

  constructor(target: PostgresTarget, urls: readonly string[], private readonly options: ReplicaSetOptions) {
    this.probeMs = options.probeMs ?? Math.max(50, Math.min(1_000, Math.floor(options.maxLagMs / 5)));
    this.clock = new ReplicaLagClock(options.maxLagMs + 4 * this.probeMs);
    this.members = urls.map((url, index) => {
      const dataSource = new DataSource(postgresDataSourceOptions(target, url));
      const status: ReplicaStatus = { index, state: 'unknown', lagMs: null, reason: `not probed yet (${redactUrl(url)})` };
      return { index, dataSource, repositories: typeOrmRepositories(dataSource.manager), status };
    });
  }

  /** Probes now and then every `probeMs` until closed. */
  start(): void {
    const loop = () => {
      this.probing = this.probe().finally(() => {
        this.probing = null;
        if (!this.closed) this.timer = setTimeout(loop, this.probeMs).unref();
      });
    };
    loop();
  }

  /** The next replica in turn that may serve a read now, or null (none configured, or none well). */
  pick(): Replica | null {
    const count = this.members.length;
    for (let tried = 0; tried < count; tried++) {
      const member = this.members[this.next++ % count];
      if (member.status.state === 'up') return member;
    }
    return null;
  }

  /** A read failed on `replica`: unreachable, it is skipped until a probe finds it again. */
  readFailed(replica: Replica, error: unknown): void {
    const member = this.members[replica.index];
    if (isDatabaseUnavailable(error)) this.update(member, { index: member.index, state: 'down', lagMs: null, reason: `a read failed: ${describe(error)}` });
  }

  status(): readonly ReplicaStatus[] {
    return this.members.map((member) => member.status);
  }

  /** One probe of every replica (tests call it to see a change at once). */
  async probe(): Promise<void> {
    const at = Date.now();
    try {
      this.clock.primaryAt(parseLsn(await this.options.primaryLsn()), at);
    } catch {
      // No note this time: the replicas' lag grows until the primary answers again.
    }
    await Promise.all(this.members.map((member) => this.probeOne(member)));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.probing?.catch(() => undefined);
    await Promise.all(this.members.map((member) => (member.dataSource.isInitialized ? member.dataSource.destroy() : undefined)));
  }

  private async probeOne(member: Member): Promise<void> {
    const set = (state: ReplicaState, lagMs: number | null, reason: string | null) => this.update(member, { index: member.index, state, lagMs, reason });
    try {
      if (!member.dataSource.isInitialized) await member.dataSource.initialize();
      type Row = { standby: boolean; replayed: string | null };
      const [row]: Row[] = await withTimeout(
        member.dataSource.query('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed'),
        DEFAULT_CONNECT_TIMEOUT_MS * 2,
      );
      if (!row.standby || row.replayed === null) return void set('down', null, 'not a standby (pg_is_in_recovery() is false): it may have been promoted');
      const lagMs = this.clock.lagMs(parseLsn(row.replayed), Date.now());
      if (lagMs === null) set('unknown', null, 'the primary has not told its WAL position yet');
      else if (lagMs > this.options.maxLagMs) set('lagging', lagMs, `behind the primary by ${lagMs} ms (limit ${this.options.maxLagMs} ms)`);
      else set('up', lagMs, null);
    } catch (error) {
      set('down', null, `unreachable: ${describe(error)}`);
    }
  }

  private update(member: Member, status: ReplicaStatus): void {
    const changed = member.status.state !== status.state;
    member.status = status;
    if (changed) this.options.onChange?.(status);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
