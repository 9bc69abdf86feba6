import type { WebhookEvent } from '../webhooks/webhook-event';
import type { DeliveryStatus } from './webhook-delivery-queue.port';

/** Where one event went: a subscription and how its delivery stands. */
export interface TimelineDelivery {
  readonly webhookId: string;
  readonly webhookName: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastHttpStatus: number | null;
  readonly lastAttemptAt: Date | null;
}

export interface TimelineEntry {
  readonly event: WebhookEvent;
  /** In the order they were queued. */
  readonly deliveries: TimelineDelivery[];
}

/** An account's history as its events tell it. */
export interface AccountTimeline {
  /** The account's latest `limit` events, oldest first; another company's account has none. */
  list(companyId: string, accountId: string, limit: number): Promise<TimelineEntry[]>;
}
