import { pause } from '../managed-process';
import type { Drill } from './drill';

const DOWN_MS = 15_000;

/** The replica dies (`pg_ctl stop -m immediate`) for 15 s under load, then comes back and streams again. */
export const replicaStopDrill: Drill = {
  name: 'Stop the replica (pg_ctl stop -m immediate) for 15 s',
  async run(cluster, note) {
    await cluster.postgres.stopServer('replica', 'immediate');
    note('replica stopped');
    await pause(DOWN_MS);
    await cluster.postgres.startServer('replica');
    const started = Date.now();
    while (!(await cluster.postgres.replicaLag()).streaming && Date.now() - started < 60_000) await pause(200);
    note(`replica started again; streaming after ${Date.now() - started} ms`);
  },
};
