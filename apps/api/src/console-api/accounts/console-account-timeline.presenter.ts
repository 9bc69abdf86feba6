import type { TimelineEntry } from '@gig/domain';

export interface TimelineDeliveryJson {
  readonly webhook_id: string;
  readonly webhook_name: string;
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  readonly last_http_status: number | null;
  readonly last_attempt_at: string | null;
}

export interface TimelineEntryJson {
  readonly action: string;
  readonly occurred_at: string;
  readonly status: string | null;
  readonly status_details: string | null;
  readonly warning: string | null;
  readonly deliveries: TimelineDeliveryJson[];
}

export interface TimelineJson {
  readonly entries: TimelineEntryJson[];
}

export function presentTimeline(entries: readonly TimelineEntry[]): TimelineJson {
  return {
    entries: entries.map(({ event, deliveries }) => ({
      action: event.action,
      occurred_at: event.occurredAt.toISOString(),
      status: event.status,
      status_details: event.statusDetails,
      warning: event.warning,
      deliveries: deliveries.map((delivery) => ({
        webhook_id: delivery.webhookId,
        webhook_name: delivery.webhookName,
        status: delivery.status,
        attempts: delivery.attempts,
        last_http_status: delivery.lastHttpStatus,
        last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
      })),
    })),
  };
}
