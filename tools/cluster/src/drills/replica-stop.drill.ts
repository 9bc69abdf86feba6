import { pause } from '../managed-process';
import { readsBetween, readsByTarget } from '../replica-reads';
import type { Drill } from './drill';

const DOWN_MS = 15_000;
const WATCH_MS = 5_000;

/**
 * The replica dies (`pg_ctl stop -m immediate`) for 15 s under load, then comes back and streams again;
 * the notes say which server answered the lag-tolerant reads before, during and after.
 */
export const replicaStopDrill: Drill = {
  name: 'Stop the replica (pg_ctl stop -m immediate) for 15 s',
  async run(cluster, note) {
    const first = await readsByTarget(cluster.layout);
    await pause(WATCH_MS);
    const stopping = await readsByTarget(cluster.layout);
    note(`reads in the ${WATCH_MS / 1000} s before: ${readsBetween(first, stopping)}`);
    await cluster.postgres.stopServer('replica', 'immediate');
    note('replica stopped');
    await pause(DOWN_MS);
    const restarting = await readsByTarget(cluster.layout);
    note(`reads while it was down: ${readsBetween(stopping, restarting)}`);
    await cluster.postgres.startServer('replica');
    const started = Date.now();
    while (!(await cluster.postgres.replicaLag()).streaming && Date.now() - started < 60_000) await pause(200);
    note(`replica started again; streaming after ${Date.now() - started} ms`);
    const back = await readsByTarget(cluster.layout);
    await pause(WATCH_MS);
    note(`reads in the ${WATCH_MS / 1000} s after: ${readsBetween(back, await readsByTarget(cluster.layout))}`);
  },
};
