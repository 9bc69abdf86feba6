import { allUp, Drill } from './drill';

/** A rolling restart: each process in turn gets SIGTERM, exits, starts again and is back in HAProxy before the next. */
export const rollingRestartDrill: Drill = {
  name: 'Rolling restart of the three API processes (SIGTERM, exit, start, ready)',
  async run(cluster, note) {
    for (let i = 0; i < cluster.layout.apiPorts.length; i++) {
      const started = Date.now();
      const code = await cluster.fleet.stop(i, 'SIGTERM');
      const exited = Date.now() - started;
      await cluster.fleet.start(i);
      await allUp(cluster);
      note(`api${i + 1}: exit code ${code} after ${exited} ms; back in HAProxy after ${Date.now() - started} ms`);
    }
  },
};
