import type { RetrievalOutcome } from '../accounts/retrieve-account-data';
import type { Clock } from '../ports/clock.port';
import type { JobLease, JobQueue } from '../ports/job-queue.port';
import type { Job, JobKind } from './job';
import { WorkerLease } from './worker-lease';

export interface JobWorkerOptions {
  readonly workerId: string;
  /** How long a claimed job is held; a worker that dies releases it when this runs out. */
  readonly leaseMs: number;
  /** How often a running job's lease is renewed (default a third of `leaseMs`), so a long job stays held. */
  readonly renewEveryMs?: number;
  /** Jobs one company may hold at once across every worker (`JOB_MAX_IN_FLIGHT_PER_COMPANY`); none when unset. */
  readonly maxInFlightPerCompany?: number;
}

/** What runs each kind of job (`RetrieveAccountData`, `RefreshAccountData`). */
export type JobRunners = Record<JobKind, { execute(job: Job, lease: JobLease): Promise<RetrievalOutcome> }>;

/** Wraps the run of one claimed job, e.g. to give its log lines a context of their own. */
export type JobScope = (job: Job, run: () => Promise<void>) => Promise<void>;

const unscoped: JobScope = (_job, run) => run();

/** Claims and runs one due job at a time; several workers (processes) may share the queue. */
export class JobWorker {
  /** The jobs this worker holds right now, so that a shutdown can hand them back. */
  private readonly held = new Set<string>();

  constructor(
    private readonly jobs: JobQueue,
    private readonly runners: JobRunners,
    private readonly clock: Clock,
    private readonly options: JobWorkerOptions,
  ) {}

  /** Runs the next due job, if any, within `scope`; true when one ran. */
  async runOnce(scope: JobScope = unscoped): Promise<boolean> {
    const { workerId, leaseMs, maxInFlightPerCompany } = this.options;
    const job = await this.jobs.claim(workerId, this.clock.now(), leaseMs, maxInFlightPerCompany);
    if (!job) return false;
    await scope(job, () => this.run(job));
    return true;
  }

  /**
   * Hands every job still running back to the queue, due now, for another worker to take at once rather than
   * after its lease runs out (a process shutting down). The run left behind can no longer renew its lease or
   * write its outcome: the job is no longer this worker's.
   */
  async releaseHeld(reason: string): Promise<number> {
    const jobs = [...this.held];
    this.held.clear();
    await Promise.all(jobs.map((jobId) => this.jobs.fail(jobId, this.options.workerId, reason, this.clock.now())));
    return jobs.length;
  }

  /** Runs due jobs until none is left. */
  async drain(scope?: JobScope): Promise<number> {
    let ran = 0;
    while (await this.runOnce(scope)) ran++;
    return ran;
  }

  /** The retrieval under a renewed lease; `complete` and `fail` change nothing once another worker holds the job. */
  private async run(job: Job): Promise<void> {
    const { workerId, leaseMs, renewEveryMs = leaseMs / 3 } = this.options;
    const lease = new WorkerLease(this.jobs, job.id, workerId, this.clock, leaseMs);
    const stopHeartbeat = lease.heartbeat(renewEveryMs);
    this.held.add(job.id);
    try {
      const outcome = await this.runners[job.kind].execute(job, lease);
      if (outcome.retryAt) await this.jobs.fail(job.id, workerId, 'transient platform failure', outcome.retryAt);
      else await this.jobs.complete(job.id, workerId);
    } catch (error) {
      await this.jobs.fail(job.id, workerId, error instanceof Error ? error.message : String(error), null);
    } finally {
      this.held.delete(job.id);
      stopHeartbeat();
    }
  }
}
