import { allUp, Drill } from './drill';

/** SIGKILL one API process mid-load (no drain: its in-flight requests, jobs and webhook attempts die), then start it again. */
export const killApiDrill: Drill = {
  name: 'SIGKILL one API process, then restart it',
  async run(cluster, note) {
    const started = Date.now();
    await cluster.fleet.stop(1, 'SIGKILL');
    note(`api2 killed; restarting`);
    await cluster.fleet.start(1);
    await allUp(cluster);
    note(`api2 back in HAProxy after ${Date.now() - started} ms`);
  },
};
