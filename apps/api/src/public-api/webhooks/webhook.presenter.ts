import type { AttemptFailure, DeliveryAttempt, DeliveryPage, Webhook, WebhookDelivery, WebhookDeliveryDetail, WebhookEvent, WebhookWithSecret } from '@gig/domain';
import { presentWebhookPayload, WebhookPayloadJson } from './webhook-payload.presenter';

/** A subscription as the API returns it (Palenca's fields). */
export interface WebhookJson {
  readonly webhook_id: string;
  readonly url: string;
  readonly name: string;
  readonly events: readonly string[] | null;
  readonly widget_id: string | null;
  readonly is_sandbox: boolean;
  readonly is_active: boolean;
  readonly sign_request: boolean;
  readonly created_at: string;
}

/** On creation and rotation only: the signing secret. */
export interface WebhookWithSecretJson extends WebhookJson {
  readonly private_key: string;
}

export interface WebhookListJson {
  readonly webhooks: WebhookJson[];
}

export interface DeletedWebhookJson {
  readonly webhook_id: string;
  readonly deleted: true;
}

export interface ResentDeliveryJson {
  readonly webhook_id: string;
  readonly delivery_id: string;
  readonly resent: true;
}

export interface DeliveryJson {
  readonly delivery_id: string;
  readonly event_id: string;
  readonly webhook_action: string;
  readonly account_id: string | null;
  readonly occurred_at: string;
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  readonly last_http_status: number | null;
  readonly last_error: string | null;
  readonly last_attempt_at: string | null;
  readonly next_attempt_at: string | null;
  readonly created_at: string;
}

/** One attempt of a delivery. */
export interface DeliveryAttemptJson {
  readonly attempt: number;
  readonly attempted_at: string;
  readonly duration_ms: number;
  readonly http_status: number | null;
  readonly failure: AttemptFailure | null;
  readonly response_body: string | null;
  readonly response_body_truncated: boolean;
}

/** A delivery with what was posted and every attempt. */
export interface DeliveryDetailJson extends DeliveryJson {
  readonly payload: WebhookPayloadJson;
  readonly attempt_log: DeliveryAttemptJson[];
}

export interface DeliveryPageJson {
  readonly webhook_id: string;
  readonly deliveries: DeliveryJson[];
  readonly pagination: { readonly page: number; readonly items_per_page: number; readonly total_items: number; readonly total_pages: number };
}

/** A queued event (test, resend). */
export interface QueuedEventJson {
  readonly event_id: string;
  readonly webhook_action: string;
  readonly webhook_id: string | null;
  readonly account_id: string | null;
  /** Deliveries queued. */
  readonly deliveries: number;
}

export function presentWebhook(webhook: Webhook): WebhookJson {
  return {
    webhook_id: webhook.id,
    url: webhook.url,
    name: webhook.name,
    events: webhook.events,
    widget_id: webhook.widgetId,
    is_sandbox: webhook.isSandbox,
    is_active: webhook.isActive,
    sign_request: webhook.signRequest,
    created_at: webhook.createdAt.toISOString(),
  };
}

export const presentWebhookWithSecret = ({ webhook, secret }: WebhookWithSecret): WebhookWithSecretJson => ({ ...presentWebhook(webhook), private_key: secret });

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentDeliveryPage(page: DeliveryPage): DeliveryPageJson {
  return {
    webhook_id: page.webhookId,
    deliveries: page.deliveries.map(presentDelivery),
    pagination: { page: page.page, items_per_page: page.itemsPerPage, total_items: page.totalItems, total_pages: page.totalPages },
  };
}

/** The payload is rebuilt from the stored event exactly as the dispatcher serializes it for each attempt. */
export function presentDeliveryDetail(delivery: WebhookDeliveryDetail): DeliveryDetailJson {
  return { ...presentDelivery(delivery), payload: presentWebhookPayload(delivery.event, delivery.webhookId), attempt_log: delivery.attemptLog.map(presentAttempt) };
}

const presentAttempt = (attempt: DeliveryAttempt): DeliveryAttemptJson => ({
  attempt: attempt.attempt,
  attempted_at: attempt.attemptedAt.toISOString(),
  duration_ms: attempt.durationMs,
  http_status: attempt.httpStatus,
  failure: attempt.failure,
  response_body: attempt.responseBody?.text ?? null,
  response_body_truncated: attempt.responseBody?.truncated ?? false,
});

function presentDelivery(delivery: WebhookDelivery): DeliveryJson {
  return {
    delivery_id: delivery.id,
    event_id: delivery.event.id,
    webhook_action: delivery.event.action,
    account_id: delivery.event.accountId,
    occurred_at: delivery.event.occurredAt.toISOString(),
    status: delivery.status,
    attempts: delivery.attempts,
    last_http_status: delivery.lastHttpStatus,
    last_error: delivery.lastError,
    last_attempt_at: iso(delivery.lastAttemptAt),
    next_attempt_at: delivery.status === 'pending' ? iso(delivery.nextAttemptAt) : null,
    created_at: delivery.createdAt.toISOString(),
  };
}

export const presentQueuedEvent = (event: WebhookEvent, webhookId: string | null, deliveries: number): QueuedEventJson => ({
  event_id: event.id, webhook_action: event.action, webhook_id: webhookId, account_id: event.accountId, deliveries,
});
