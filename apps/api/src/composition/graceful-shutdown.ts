import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Composition } from './compose';
import { BackgroundLoops } from '../background/background-loops';

/** After the grace, closing the database and the rest gets this long before the process exits regardless. */
const FINAL_CLOSE_MS = 2_000;

export interface ShutdownPlan {
  readonly app: INestApplication;
  readonly composition: Composition;
  readonly servers: readonly Server[];
  readonly log: (line: string) => void;
  /** The signal that asked for it: SIGINT is a person's Ctrl-C, SIGTERM an orchestrator's or a balancer's stop. */
  readonly signal: NodeJS.Signals;
}

/**
 * How long the listener keeps taking connections: `SHUTDOWN_DELAY_MS` lets a load balancer see the failing readiness
 * first, which only an orchestrator's SIGTERM needs (Kubernetes, systemd and `docker stop` send it). Ctrl-C at a
 * terminal sends SIGINT to a server no balancer stands before: it closes at once, in-flight work still finishing.
 */
export function listenerDelayMs(signal: NodeJS.Signals, configuredMs: number): number {
  return signal === 'SIGINT' ? 0 : configuredMs;
}

/**
 * SIGTERM or SIGINT: readiness fails at once and the background loops stop claiming work; the listener keeps
 * taking connections for `SHUTDOWN_DELAY_MS` on SIGTERM (the load balancer notices the failing readiness meanwhile), then
 * closes; in-flight requests and the work the loops hold get `SHUTDOWN_GRACE_MS` to finish. Jobs and webhook
 * attempts still running then go back to their queues, due now, so another process takes them at once instead of
 * after their lease. (A refresh holds no lease of its own: the scheduler queues jobs in one statement.)
 */
export async function shutDownGracefully({ app, composition, servers, log, signal }: ShutdownPlan): Promise<void> {
  const { graceMs } = composition.config.shutdown;
  const delayMs = listenerDelayMs(signal, composition.config.shutdown.delayMs);
  composition.drain.begin();
  log(`Shutting down: not ready; closing the listener in ${delayMs} ms, then up to ${graceMs} ms for work in flight.`);
  const background = app.get(BackgroundLoops).stop();
  await sleep(delayMs);
  const listeners = Promise.all(servers.map(closeListener));
  const finished = await within(Promise.all([listeners, background]), graceMs);
  if (!finished) {
    const released = await within(
      Promise.all([
        composition.jobs.worker.releaseHeld('released: the process shut down before the job ended'),
        composition.webhooks.dispatcher.releaseHeld('no answer before the dispatcher shut down'),
      ]),
      FINAL_CLOSE_MS,
    );
    log(`Shutdown grace of ${graceMs} ms ran out: ${released ? 'running jobs and webhook attempts handed back' : 'could not hand running jobs and attempts back'}; closing open connections.`);
    for (const server of servers) server.closeAllConnections();
  }
  await within(app.close().then(() => composition.close()), FINAL_CLOSE_MS);
}

/** Stops accepting connections; idle keep-alive ones close now, busy ones once their answer is sent. */
function closeListener(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
