import { pause } from '../managed-process';
import { allUp, Drill } from './drill';

export const FREEZE_MS = 10_000;

/**
 * SIGSTOP the leader's postmaster and every child for 10 s (connections stay open, nothing answers), then SIGCONT.
 * Its Patroni keeps running and holds the leader key (its 20 s time to live outlasts the freeze): no failover.
 */
export const primaryFreezeDrill: Drill = {
  name: 'Freeze the primary for 10 s (SIGSTOP postmaster and children, then SIGCONT)',
  async run(cluster, note) {
    const leader = await cluster.postgres.leader();
    const [postmaster] = cluster.postgres.serverProcesses(leader);
    process.kill(postmaster, 'SIGSTOP');
    const frozen = cluster.postgres.serverProcesses(leader);
    for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    note(`primary ${leader.name} frozen (${frozen.length} processes)`);
    await pause(FREEZE_MS);
    for (const pid of [...frozen].reverse()) process.kill(pid, 'SIGCONT');
    const thawed = Date.now();
    note('primary thawed');
    await allUp(cluster, 120_000);
    note(`every API process back in HAProxy ${Date.now() - thawed} ms after the thaw; leader now ${(await cluster.postgres.leader()).name}`);
  },
};
