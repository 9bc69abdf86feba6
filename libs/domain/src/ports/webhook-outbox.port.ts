import type { WebhookEvent } from '../webhooks/webhook-event';

/**
 * The transactional outbox. Bound to a unit of work, an event is written in the same transaction as
 * the change it announces: committed together or not at all. Writing queues one delivery per active
 * subscription of the company that asks for the action, and wakes the dispatchers
 * once the transaction commits.
 */
export interface WebhookOutbox {
  /** In the order given (one round trip for all of them). */
  record(...events: WebhookEvent[]): Promise<void>;
  /** Queues the event for one subscription only (`webhook.test`). */
  recordFor(event: WebhookEvent, webhookId: string): Promise<void>;
  /** The account's newest event, or null when it has none. */
  latestForAccount(companyId: string, accountId: string): Promise<WebhookEvent | null>;
  /**
   * Queues an earlier event again, from its first attempt, for every active subscription that asks
   * for it (same event id: receivers dedupe on it); the number of deliveries queued.
   */
  redeliver(event: WebhookEvent, now: Date): Promise<number>;
}
