import type { Cluster } from '../start-cluster';
import { backendStates } from '../haproxy.process';
import type { LoadGenerator } from '../load-generator';
import { pause } from '../managed-process';

/**
 * One fault put on the running cluster; `run` returns once the cluster is whole again. Notes go in the report; `load`
 * is the steady load running meanwhile (a drill may add write loops of its own, and look up what it acknowledged).
 */
export interface Drill {
  readonly name: string;
  run(cluster: Cluster, note: (line: string) => void, load: LoadGenerator): Promise<void>;
}

/** Waits until HAProxy sees every API process up (or `withinMs` runs out). */
export async function allUp(cluster: Cluster, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const states = await backendStates(cluster.layout).catch(() => ({}) as Record<string, string>);
    if (Object.values(states).length === cluster.layout.apiPorts.length && Object.values(states).every((s) => s === 'UP')) return;
    await pause(200);
  }
  throw new Error(`HAProxy did not see every API process up within ${withinMs} ms: ${JSON.stringify(await backendStates(cluster.layout))}`);
}
