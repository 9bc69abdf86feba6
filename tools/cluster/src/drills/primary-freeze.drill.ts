import { pause } from '../managed-process';
import { allUp, Drill } from './drill';

export const FREEZE_MS = 10_000;

/** SIGSTOP the primary's postmaster and every child for 10 s (connections stay open, nothing answers), then SIGCONT. */
export const primaryFreezeDrill: Drill = {
  name: 'Freeze the primary for 10 s (SIGSTOP postmaster and children, then SIGCONT)',
  async run(cluster, note) {
    const [postmaster] = cluster.postgres.primaryProcesses();
    process.kill(postmaster, 'SIGSTOP');
    const frozen = cluster.postgres.primaryProcesses();
    for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    note(`primary frozen (${frozen.length} processes)`);
    await pause(FREEZE_MS);
    for (const pid of [...frozen].reverse()) process.kill(pid, 'SIGCONT');
    const thawed = Date.now();
    note('primary thawed');
    await allUp(cluster, 120_000);
    note(`every API process back in HAProxy ${Date.now() - thawed} ms after the thaw`);
  },
};
