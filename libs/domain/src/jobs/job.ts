/** Retrieval after a login; refresh of a connected account's data with its kept session; an income report; a worker's large data copy. */
export type JobKind = 'retrieve_account_data' | 'refresh_account_data' | 'generate_report' | 'prepare_data_copy';

/**
 * Within a company, lower runs first: the retrieval after a login (a worker is waiting on the connect page) before
 * report rendering, and both before a scheduled refresh, which nobody waits for. Between companies the least
 * busy one goes first whatever its jobs' kinds.
 */
export const JOB_PRIORITY: Readonly<Record<JobKind, number>> = { retrieve_account_data: 0, generate_report: 1, prepare_data_copy: 1, refresh_account_data: 2 };

/** Durable background work; a job is claimed by one worker at a time under a lease. */
export interface Job {
  readonly id: string;
  readonly kind: JobKind;
  /** The account of an account job, the report of `generate_report`, the copy of `prepare_data_copy`. */
  readonly subjectId: string;
  /** Attempts started so far, this one included once claimed. */
  readonly attempts: number;
  readonly runAt: Date;
}
