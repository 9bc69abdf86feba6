import { memberIs } from '../patroni.process';
import { pause } from '../managed-process';
import { readsBetween, readsByTarget } from '../replica-reads';
import type { Drill } from './drill';

const DOWN_MS = 15_000;
const WATCH_MS = 5_000;

/**
 * The replica member dies for 15 s under load (its Patroni SIGKILLed, its PostgreSQL `pg_ctl stop -m immediate`:
 * otherwise Patroni would start it again at once), then its Patroni starts again and it streams again; the notes
 * say which server answered the lag-tolerant reads before, during and after. The leader stops waiting for the
 * synchronous standby within a Patroni loop (2 s), and names it again once it is back.
 */
export const replicaStopDrill: Drill = {
  name: 'Stop the replica (pg_ctl stop -m immediate) for 15 s',
  async run(cluster, note) {
    const { replicas: [replica] } = await cluster.postgres.roles();
    const first = await readsByTarget(cluster.layout);
    await pause(WATCH_MS);
    const stopping = await readsByTarget(cluster.layout);
    note(`reads in the ${WATCH_MS / 1000} s before: ${readsBetween(first, stopping)}`);
    await cluster.postgres.crashMember(replica);
    note(`replica ${replica.name} stopped (Patroni SIGKILL, pg_ctl stop -m immediate)`);
    await pause(DOWN_MS);
    const restarting = await readsByTarget(cluster.layout);
    note(`reads while it was down: ${readsBetween(stopping, restarting)}`);
    cluster.postgres.startMember(replica);
    const started = Date.now();
    while (!(await cluster.postgres.replicaLag()).streaming && Date.now() - started < 60_000) await pause(200);
    note(`replica's Patroni started again; streaming after ${Date.now() - started} ms`);
    await cluster.postgres.until(`${replica.name} synchronous again`, () => memberIs(replica, '/sync'), 60_000);
    note(`synchronous standby again after ${Date.now() - started} ms`);
    const back = await readsByTarget(cluster.layout);
    await pause(WATCH_MS);
    note(`reads in the ${WATCH_MS / 1000} s after: ${readsBetween(back, await readsByTarget(cluster.layout))}`);
  },
};
