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
 * The in-process worker: each tick of its loop drains due jobs; a signal or the next poll brings the next tick. It runs outside
 * the request that signalled it, and each job logs under its own `job` id, never a request's.
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
  const lane = async (loop: RunningLoop) => {
    while (!loop.stopped && (await worker.runOnce(inOwnContext)));
  };
  return {
    name: 'jobs', label: 'Job worker', context: 'Jobs', intervalMs: options.pollMs, enabled: options.enabled,
    listen: (loop) => signal.listen(() => loop.wake()),
    /** Runs due jobs until none is left, `concurrency` at a time; a lane that fails ends, the others go on. */
    tick: async (loop) => {
      const lanes = await Promise.allSettled(Array.from({ length: options.concurrency ?? 1 }, () => lane(loop)));
      const [first, ...others] = lanes.flatMap((ended) => (ended.status === 'rejected' ? [ended.reason] : []));
      for (const error of others) loop.report(error);
      if (first !== undefined) throw first;
    },
  };
}
