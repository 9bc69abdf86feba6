import { lostWrites } from '../acknowledged-writes';
import { pause } from '../managed-process';
import { clusterState } from '../patroni.process';
import { allUp, Drill } from './drill';
import { failuresOutside } from './failover-window';

/** Write loops (an account connection, then a report) added to the usual load for this drill. */
const EXTRA_WRITERS = 2;
const TARGETS = { newLeaderMs: 30_000, rejoinMs: 60_000, slowestFailureMs: 5_000 };

/**
 * SIGKILL the leader's postmaster under load plus write loops. Its Patroni sees PostgreSQL gone, releases the leader
 * key and the synchronous standby takes it (`primary_start_timeout: 0`); HAProxy's `/primary` check moves PgBouncer's
 * and the LISTEN connections to it; the old primary comes back as a replica (`pg_rewind` when its WAL went past the
 * new leader's). Every POST answered 2xx is then looked up on the new leader.
 */
export const primaryFailoverDrill: Drill = {
  name: 'Kill the primary (SIGKILL), Patroni fails over',
  async run(cluster, note, load) {
    const postgres = cluster.postgres;
    const stopWriters = load.addWriteLoops(EXTRA_WRITERS);
    const from = load.now();
    await pause(5_000);
    const old = await postgres.leader();
    const [postmaster] = postgres.serverProcesses(old);
    const killed = Date.now();
    const killedAt = load.now();
    process.kill(postmaster, 'SIGKILL');
    note(`${old.name}'s postmaster (pid ${postmaster}) killed with SIGKILL; ${EXTRA_WRITERS} more write loops running since 5 s`);
    await postgres.until('a new leader', async () => ((await postgres.roles()).leader ?? old) !== old, 120_000);
    const leader = await postgres.leader();
    note(`new leader after ${((Date.now() - killed) / 1000).toFixed(1)} s: ${leader.name} (target ${TARGETS.newLeaderMs / 1000} s)`);
    await allUp(cluster, 60_000);
    const healedAt = load.now();
    note(`every API process ready in HAProxy ${((Date.now() - killed) / 1000).toFixed(1)} s after the kill`);
    await postgres.until(`${old.name} back as a replica`, async () => {
      const state = (await clusterState(cluster.layout))?.find((member) => member.name === old.name);
      return !!state && state.state === 'running' && state.role !== 'leader' && (await postgres.replicaLag()).streaming;
    }, 180_000);
    const rewound = postgres.events.some((event) => event.member === old.name && event.at >= killed && /running pg_rewind|rewind.*(done|successful)/i.test(event.line));
    note(`old primary rejoined as replica after ${((Date.now() - killed) / 1000).toFixed(1)} s (${rewound ? 'pg_rewind ran' : 'pg_rewind not needed: its WAL had not gone past the new leader'}; target ${TARGETS.rejoinMs / 1000} s)`);
    await pause(3_000);
    await stopWriters();
    const writes = load.acknowledged.filter((write) => write.at >= from);
    const lost = await lostWrites(postgres.adminUrl(), writes);
    const lostTotal = Object.values(lost).reduce((sum, n) => sum + n, 0);
    note(`acknowledged writes: ${writes.length}, lost ${lostTotal} (${Object.entries(lost).map(([kind, n]) => `${kind} ${n}`).join(', ')})`);
    const failed = load.outcomes.filter((o) => o.at >= from && (o.status < 200 || o.status >= 300));
    note(failuresOutside(failed, { from: killedAt, to: healedAt + 2_000 }, TARGETS.slowestFailureMs, killedAt));
  },
};
