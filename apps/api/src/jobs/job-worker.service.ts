import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobScope, JobWorker } from '@gig/domain';
import { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import { JOB_OPTIONS, REFRESH_ROOM } from '../app.tokens';
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
 * The in-process worker: drains due jobs, then waits for a signal or the next poll. It runs outside
 * the request that signalled it, and each job logs under its own `job` id, never a request's.
 */
@Injectable()
export class JobWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @Inject(JobWorker) private readonly worker: JobWorker,
    @Inject(JobSignal) private readonly signal: JobSignal,
    @Inject(JOB_OPTIONS) private readonly options: JobOptions,
    @Inject(PinoLogger) private readonly pino: PinoLogger,
    @Inject(REFRESH_ROOM) private readonly refreshRoom: JobSignal,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.options.enabled) return;
    this.signal.listen(() => this.schedule(0));
    this.schedule(0);
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the current pass has ended (a graceful shutdown calls it first). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped || this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = storage.exit(() =>
      setTimeout(() => {
        this.timer = null;
        this.running = this.drain().finally(() => {
          this.running = null;
          this.schedule(this.options.pollMs);
        });
      }, delayMs),
    );
    this.timer.unref();
  }

  /** Runs due jobs until none is left, `concurrency` at a time. */
  private async drain(): Promise<void> {
    const lane = async () => {
      try {
        while (!this.stopped && (await this.worker.runOnce(this.inOwnContext)));
      } catch (error) {
        this.logger.error(`Job worker failed: ${(error as Error).stack ?? error}`);
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency ?? 1 }, lane));
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
