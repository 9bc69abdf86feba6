import type { JobScope, JobWorker } from '@gig/domain';
import type { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import type { RunningLoop } from './background-loop';
import type { BackgroundLoopPlan } from './background-loops';
import type { JobSignal } from './job-signal';

export interface JobOptions {
  /** Run a worker in this process (default true); several processes may each run one. */
  readonly enabled: boolean;
  /** How often an idle worker looks for due jobs. */
  readonly pollMs: number;
  /** Jobs run side by side in this process (`JOB_CONCURRENCY`). */
  readonly concurrency?: number;
}

export interface JobWorkerLoopParts {
  readonly worker: JobWorker;
  readonly signal: JobSignal;
  readonly options: JobOptions;
  readonly pino: PinoLogger;
  /** Told when a refresh job ended: its family has room again. */
  readonly refreshRoom: JobSignal;
}

/**
 * The in-process worker: `concurrency` lanes, each running due jobs until it finds none it may take. Each tick (a signal,
 * or the next poll) starts the lanes that are not running, without waiting for the others: a lane that found nothing
 * (every due job belongs to a company at its cap) takes the next company's job at once, however long the other lanes'
 * jobs run. Each job logs under its own `job` id, never the request's that signalled it. Draining waits for the lanes.
 */
export function jobWorkerLoop({ worker, signal, options, pino, refreshRoom }: JobWorkerLoopParts): BackgroundLoopPlan {
  const inOwnContext: JobScope = (job, run) => {
    const log = pino.logger.child({ job: job.id });
    return storage.run(new Store(log), async () => {
      const started = Date.now();
      await run();
      if (job.kind === 'refresh_account_data') refreshRoom.notify();
      log.info({ kind: job.kind, subjectId: job.subjectId, attempt: job.attempts, ms: Date.now() - started }, 'job ran');
    });
  };
  const lanes = new Set<Promise<void>>();
  const lane = async (loop: RunningLoop) => {
    while (!loop.stopped && (await worker.runOnce(inOwnContext)));
  };
  return {
    name: 'jobs', label: 'Job worker', context: 'Jobs', intervalMs: options.pollMs, enabled: options.enabled,
    listen: (loop) => signal.listen(() => loop.wake()),
    /** Starts every lane that is not running; a lane that fails is reported and ends, the others go on. */
    tick: async (loop) => {
      while (lanes.size < (options.concurrency ?? 1)) {
        const running: Promise<void> = lane(loop).catch((error: unknown) => loop.report(error)).finally(() => lanes.delete(running));
        lanes.add(running);
      }
    },
    inFlight: async () => {
      while (lanes.size > 0) await Promise.allSettled([...lanes]);
    },
  };
}
