import type { RetrieveAccountData } from '../accounts/retrieve-account-data';
import type { Clock } from '../ports/clock';
import type { JobQueue } from '../ports/job.queue';

export interface JobWorkerOptions {
  readonly workerId: string;
  /** How long a claimed job is held; a worker that dies releases it when this runs out. */
  readonly leaseMs: number;
}

/** Claims and runs one due job at a time; several workers (processes) may share the queue. */
export class JobWorker {
  constructor(
    private readonly jobs: JobQueue,
    private readonly retrieve: RetrieveAccountData,
    private readonly clock: Clock,
    private readonly options: JobWorkerOptions,
  ) {}

  /** Runs the next due job, if any; true when one ran. */
  async runOnce(): Promise<boolean> {
    const job = await this.jobs.claim(this.options.workerId, this.clock.now(), this.options.leaseMs);
    if (!job) return false;
    try {
      const outcome = await this.retrieve.execute(job);
      if (outcome.retryAt) await this.jobs.fail(job.id, this.options.workerId, 'transient platform failure', outcome.retryAt);
      else await this.jobs.complete(job.id, this.options.workerId);
    } catch (error) {
      await this.jobs.fail(job.id, this.options.workerId, error instanceof Error ? error.message : String(error), null);
    }
    return true;
  }

  /** Runs due jobs until none is left. */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.runOnce()) ran++;
    return ran;
  }
}
