import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobScope, JobWorker } from '@gig/domain';
import { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import { JOB_OPTIONS } from '../app.tokens';
import { JobSignal } from './job-signal';

export interface JobOptions {
  /** Run a worker in this process (default true); several processes may each run one. */
  readonly enabled: boolean;
  /** How often an idle worker looks for due jobs. */
  readonly pollMs: number;
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
  ) {}

  onApplicationBootstrap(): void {
    if (!this.options.enabled) return;
    this.signal.listen(() => this.schedule(0));
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
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

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.worker.runOnce(this.inOwnContext)));
    } catch (error) {
      this.logger.error(`Job worker failed: ${(error as Error).stack ?? error}`);
    }
  }

  private readonly inOwnContext: JobScope = (job, run) => {
    const log = this.pino.logger.child({ job: job.id });
    return storage.run(new Store(log), async () => {
      const started = Date.now();
      await run();
      log.info({ kind: job.kind, accountId: job.accountId, attempt: job.attempts, ms: Date.now() - started }, 'job ran');
    });
  };
}
