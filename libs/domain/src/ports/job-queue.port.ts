import type { Job, JobKind } from '../jobs/job';

export interface JobQueue {
  /** Adds a job, unless one of the same kind for the same subject is already queued or running. */
  enqueue(kind: JobKind, subjectId: string, runAt: Date): Promise<void>;
  /**
   * Takes a due job that no worker holds (or whose holder's lease ran out: it crashed) and holds it until
   * `now + leaseMs`; concurrent workers, in any process, never get the same job. Fair between companies: the
   * company holding the fewest jobs under an unexpired lease goes first, and one holding `maxPerCompany` gets
   * none; a company's own jobs go by `JOB_PRIORITY`, then due time, then the order they were queued in.
   */
  claim(workerId: string, now: Date, leaseMs: number, maxPerCompany?: number): Promise<Job | null>;
  /**
   * Holds the job until `until`, if this worker still holds it (even past its lease, while no other
   * worker has taken it over); false when it does not.
   */
  renewLease(jobId: string, workerId: string, until: Date): Promise<boolean>;
  /** Removes a finished job, if this worker still holds it. */
  complete(jobId: string, workerId: string): Promise<void>;
  /** Releases the job to run again at `retryAt`, or marks it failed for good when null. */
  fail(jobId: string, workerId: string, error: string, retryAt: Date | null): Promise<void>;
}

/** A running job's hold on the queue: only its holder may write the job's outcome. */
export interface JobLease {
  /**
   * Extends the hold; false once another worker has taken the job over. Given the queue of a
   * unit of work, the check belongs to that transaction, so the writes beside it are the holder's.
   */
  renew(jobs?: JobQueue): Promise<boolean>;
}
