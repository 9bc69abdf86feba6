import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobWorker } from '@gig/domain';
import { JOB_OPTIONS } from '../app.tokens';
import { JobSignal } from './job-signal';

export interface JobOptions {
  /** Run a worker in this process (default true); several processes may each run one. */
  readonly enabled: boolean;
  /** How often an idle worker looks for due jobs. */
  readonly pollMs: number;
}

/** The in-process worker: drains due jobs, then waits for a signal or the next poll. */
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
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        this.schedule(this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.worker.runOnce()));
    } catch (error) {
      this.logger.error(`Job worker failed: ${(error as Error).stack ?? error}`);
    }
  }
}
