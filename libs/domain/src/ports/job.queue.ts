import type { Job, JobKind } from '../jobs/job';

export interface JobQueue {
  /** Adds a job, unless one of the same kind for the account is already queued or running. */
  enqueue(kind: JobKind, accountId: string, runAt: Date): Promise<void>;
  /**
   * Takes the oldest due job that no worker holds (or whose holder's lease ran out: it crashed)
   * and holds it until `now + leaseMs`. Concurrent workers never get the same job.
   */
  claim(workerId: string, now: Date, leaseMs: number): Promise<Job | null>;
  /** Removes a finished job, if this worker still holds it. */
  complete(jobId: string, workerId: string): Promise<void>;
  /** Releases the job to run again at `retryAt`, or marks it failed for good when null. */
  fail(jobId: string, workerId: string, error: string, retryAt: Date | null): Promise<void>;
}
