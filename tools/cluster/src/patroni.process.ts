import { createWriteStream, writeFileSync, chownSync } from 'node:fs';
import { join } from 'node:path';
import { ClusterLayout, postgresIdentity, postgresUser, PostgresMember } from './cluster-layout';
import { end, launch, Managed } from './managed-process';
import { patroniConfig } from './patroni-config';

/** A member as Patroni's REST API describes it (`GET /cluster`). */
export interface MemberState {
  readonly name: string;
  /** `leader`, `sync_standby`, `replica`… */
  readonly role: string;
  /** `running`, `starting`, `stopped`, `crashed`… */
  readonly state: string;
  readonly timeline?: number;
  readonly lag?: number | string;
}

/**
 * One member's Patroni (Debian's `patroni`, as the `postgres` user: it starts, stops, promotes and rewinds that
 * member's PostgreSQL). Its output, and its PostgreSQL's, goes to `<member>.log` in the cluster's folder, and to `onLine`.
 */
export function startPatroni(layout: ClusterLayout, member: PostgresMember, archiveCommand: string, onLine: (line: string) => void): Managed {
  const config = join(layout.dir, `${member.name}.patroni.yml`);
  writeFileSync(config, JSON.stringify(patroniConfig(layout, member, archiveCommand), null, 2));
  const { uid, gid } = postgresUser();
  chownSync(config, uid, gid);
  const log = createWriteStream(join(layout.dir, `${member.name}.log`), { flags: 'a' });
  return launch('/usr/bin/patroni', [config], {
    ...postgresIdentity(),
    cwd: layout.dir,
    env: { ...process.env, HOME: layout.dir },
    onLine: (line) => (log.write(`${line}\n`), onLine(line)),
  });
}

export const stopPatroni = (patroni: Managed) => end(patroni, 'SIGTERM', 30_000);

/** The cluster as the first member that answers sees it, or null when none does. */
export async function clusterState(layout: ClusterLayout): Promise<MemberState[] | null> {
  for (const member of layout.members) {
    const state = await fetch(`http://127.0.0.1:${member.restPort}/cluster`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => (r.ok ? (r.json() as Promise<{ members: MemberState[] }>) : null))
      .catch(() => null);
    if (state) return state.members;
  }
  return null;
}

/** Patroni's health answer for `member` on `path` (`/primary`, `/replica`, `/sync`): 200 when it is that. */
export function memberIs(member: PostgresMember, path: '/primary' | '/replica' | '/sync'): Promise<boolean> {
  return fetch(`http://127.0.0.1:${member.restPort}${path}`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false);
}
