export type JobKind = 'retrieve_account_data';

/** Durable background work; a job is claimed by one worker at a time under a lease. */
export interface Job {
  readonly id: string;
  readonly kind: JobKind;
  readonly accountId: string;
  /** Attempts started so far, this one included once claimed. */
  readonly attempts: number;
  readonly runAt: Date;
}

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
