import type { Webhook, WebhookChanges } from '../webhooks/webhook';

/** A company's webhook subscriptions. Another company's subscription is as absent as a missing one. */
export interface WebhookRepository {
  create(webhook: Webhook): Promise<void>;
  /** Stores it unless its company already has `max` subscriptions (then false); concurrent calls never get past `max`. */
  createWithin(webhook: Webhook, max: number): Promise<boolean>;
  /** Oldest first. */
  list(companyId: string): Promise<Webhook[]>;
  find(companyId: string, webhookId: string): Promise<Webhook | null>;
  /** The subscription after the change, or null when there is none. Reactivating clears `failingSince`. */
  update(companyId: string, webhookId: string, changes: WebhookChanges & { sealedSecret?: string }, now: Date): Promise<Webhook | null>;
  /** Removes it with its deliveries; false when there was none. */
  delete(companyId: string, webhookId: string): Promise<boolean>;
}
