import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { JobScope, JobWorker } from '@gig/domain';
import { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import { BACKGROUND_HOOKS, JOB_OPTIONS, REFRESH_ROOM } from '../composition/app.tokens';
import { BackgroundLoop, type BackgroundLoopHooks } from './background-loop';
import { JobSignal } from './job-signal';

export interface JobOptions {
  /** Run a worker in this process (default true); several processes may each run one. */
  readonly enabled: boolean;
  /** How often an idle worker looks for due jobs. */
  readonly pollMs: number;
  /** Jobs run side by side in this process (`JOB_CONCURRENCY`). */
  readonly concurrency?: number;
}

/**
 * The in-process worker: each tick of its loop drains due jobs; a signal or the next poll brings the next tick. It runs outside
 * the request that signalled it, and each job logs under its own `job` id, never a request's.
 */
@Injectable()
export class JobWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: BackgroundLoop;

  constructor(
    @Inject(JobWorker) private readonly worker: JobWorker,
    @Inject(JobSignal) private readonly signal: JobSignal,
    @Inject(JOB_OPTIONS) private readonly options: JobOptions,
    @Inject(PinoLogger) private readonly pino: PinoLogger,
    @Inject(REFRESH_ROOM) private readonly refreshRoom: JobSignal,
    @Optional() @Inject(BACKGROUND_HOOKS) hooks?: BackgroundLoopHooks,
  ) {
    const task = { name: 'jobs', label: 'Job worker', context: 'Jobs', intervalMs: options.pollMs };
    this.loop = new BackgroundLoop({ ...task, tick: (stopped) => this.drain(stopped) }, hooks);
  }

  onApplicationBootstrap(): void {
    if (!this.options.enabled) return;
    this.signal.listen(() => this.loop.wake());
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the current pass has ended (a graceful shutdown calls it first). */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs due jobs until none is left, `concurrency` at a time; a lane that fails ends, the others go on. */
  private async drain(stopped: () => boolean): Promise<void> {
    const lane = async () => {
      while (!stopped() && (await this.worker.runOnce(this.inOwnContext)));
    };
    const lanes = await Promise.allSettled(Array.from({ length: this.options.concurrency ?? 1 }, lane));
    const [first, ...others] = lanes.flatMap((ended) => (ended.status === 'rejected' ? [ended.reason] : []));
    for (const error of others) this.loop.report(error);
    if (first !== undefined) throw first;
  }
  private readonly inOwnContext: JobScope = (job, run) => {
    const log = this.pino.logger.child({ job: job.id });
    return storage.run(new Store(log), async () => {
      const started = Date.now();
      await run();
      if (job.kind === 'refresh_account_data') this.refreshRoom.notify();
      log.info({ kind: job.kind, subjectId: job.subjectId, attempt: job.attempts, ms: Date.now() - started }, 'job ran');
    });
  };
}
