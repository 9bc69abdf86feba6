/**
 * What the background work looks like across every process, read in one cheap query for an operator's
 * metrics scrape. Ages are 0 when nothing is waiting.
 */
export interface OperationsSnapshot {
  /** Jobs queued and due now (not held by a worker). */
  readonly jobsDue: number;
  /** Jobs held by a worker. */
  readonly jobsRunning: number;
  /** How long the oldest due job has waited past its run time. */
  readonly oldestDueJobAgeMs: number;
  /** How far past its planned time the most overdue refresh is (refresh lag). */
  readonly refreshLagMs: number;
  /** Webhook deliveries still pending (due or waiting for a retry). */
  readonly webhookBacklog: number;
  /** How long the oldest due pending delivery has waited past its attempt time. */
  readonly oldestDueWebhookAgeMs: number;
}

export interface OperationsGauges {
  read(now: Date): Promise<OperationsSnapshot>;
}
