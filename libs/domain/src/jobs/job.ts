/** Retrieval after a login; refresh of a connected account's data with its kept session; an income report. */
export type JobKind = 'retrieve_account_data' | 'refresh_account_data' | 'generate_report';

/** Durable background work; a job is claimed by one worker at a time under a lease. */
export interface Job {
  readonly id: string;
  readonly kind: JobKind;
  /** The account of an account job, the report of `generate_report`. */
  readonly subjectId: string;
  /** Attempts started so far, this one included once claimed. */
  readonly attempts: number;
  readonly runAt: Date;
}
