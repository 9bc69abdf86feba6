import {
  ACCOUNT_WARNINGS, AccountStatus, DocumentStatus, RiskLevel, ClaimedDelivery, DeliveryStatus, DISCONNECTORS, Environment, isSubscribableAction, Webhook, WebhookAction,
  WebhookDelivery, WebhookEvent, WEBHOOK_ACTIONS, WORKER_REQUEST_TYPES,
} from '@gig/domain';
import { boolean, companyRecordFields, instant, nullableInstant, nullableText, rowDecoder, text } from './row-decoder';
import { RowReader } from './row-reader';

const ACTIONS: readonly WebhookAction[] = [...WEBHOOK_ACTIONS, 'webhook.test'];
const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];
const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'live'];
const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high'];

/** The event columns every webhook query selects, under these names (`e` is `webhook_events`). */
export const EVENT_COLUMNS = `e.id::text AS event_id, e.company_id::text AS event_company_id, e.action, e.account_id::text AS event_account_id,
  e.user_id::text AS event_user_id, e.external_id, e.platform, e.status AS event_status, e.status_details, e.warning, e.occurred_at,
  e.report_id::text AS event_report_id, e.document_id::text AS event_document_id, e.risk_level, e.disconnected_by AS event_disconnected_by,
  e.worker_request_id::text AS event_worker_request_id, e.worker_request_type, e.worker_request_due_on::text AS event_worker_request_due_on`;

export function decodeEvent(value: unknown): WebhookEvent {
  const row = RowReader.of(value, 'webhook_event');
  return {
    id: row.text('event_id'),
    companyId: row.text('event_company_id'),
    action: row.oneOf('action', ACTIONS),
    occurredAt: row.instant('occurred_at'),
    userId: row.nullableText('event_user_id'),
    externalId: row.nullableText('external_id'),
    accountId: row.nullableText('event_account_id'),
    platform: row.nullableText('platform'),
    status: row.nullableText('event_status') as AccountStatus | DocumentStatus | null,
    statusDetails: row.nullableText('status_details'),
    warning: row.nullableOneOf('warning', ACCOUNT_WARNINGS),
    reportId: row.nullableText('event_report_id'),
    documentId: row.nullableText('event_document_id'),
    riskLevel: row.nullableOneOf('risk_level', RISK_LEVELS),
    disconnectedBy: row.nullableOneOf('event_disconnected_by', DISCONNECTORS),
    workerRequest: decodeEventRequest(row),
  };
}

function decodeEventRequest(row: RowReader): WebhookEvent['workerRequest'] {
  const id = row.nullableText('event_worker_request_id');
  if (id === null) return null;
  return { id, type: row.oneOf('worker_request_type', WORKER_REQUEST_TYPES), dueOn: row.text('event_worker_request_due_on') };
}

/** The events' values, column by column, for `INSERT_EVENTS` ($1 … $18). */
export const eventColumns = (events: readonly WebhookEvent[]): unknown[] => [
  events.map((e) => e.id), events.map((e) => e.companyId), events.map((e) => e.action), events.map((e) => e.accountId), events.map((e) => e.userId),
  events.map((e) => e.externalId), events.map((e) => e.platform), events.map((e) => e.status), events.map((e) => e.statusDetails),
  events.map((e) => e.warning), events.map((e) => e.occurredAt.toISOString()), events.map((e) => e.reportId),
  events.map((e) => e.documentId), events.map((e) => e.riskLevel),
  events.map((e) => e.disconnectedBy), events.map((e) => e.workerRequest?.id ?? null), events.map((e) => e.workerRequest?.type ?? null),
  events.map((e) => e.workerRequest?.dueOn ?? null),
];

/** Inserts the events of `eventColumns` in the order given, so that their `seq` follows it. */
export const INSERT_EVENTS = `INSERT INTO webhook_events (id, company_id, action, account_id, user_id, external_id, platform, status, status_details, warning, occurred_at, report_id,
                            document_id, risk_level, disconnected_by, worker_request_id, worker_request_type, worker_request_due_on)
  SELECT id, company_id, action, account_id, user_id, external_id, platform, status, status_details, warning, occurred_at, report_id,
         document_id, risk_level, disconnected_by, worker_request_id, worker_request_type, worker_request_due_on
    FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamptz[], $12::uuid[],
                $13::uuid[], $14::text[], $15::text[], $16::uuid[], $17::text[], $18::date[])
         WITH ORDINALITY AS given (id, company_id, action, account_id, user_id, external_id, platform, status, status_details, warning, occurred_at, report_id,
                                   document_id, risk_level, disconnected_by, worker_request_id, worker_request_type, worker_request_due_on, position)
   ORDER BY position`;

export const WEBHOOK_COLUMNS = `id::text AS id, company_id::text AS company_id, url, name, events, widget_id, is_sandbox, is_active, sign_request, sealed_secret, failing_since, created_at, updated_at`;

export const decodeWebhook = rowDecoder<Webhook>('webhook', {
  ...companyRecordFields,
  url: text,
  name: text,
  events: (row, column) => row.nullableListOf(column, 'a list of webhook actions', isSubscribableAction),
  widgetId: nullableText,
  isSandbox: boolean,
  isActive: boolean,
  signRequest: boolean,
  sealedSecret: text,
  failingSince: nullableInstant,
  createdAt: instant,
  updatedAt: instant,
});

/** The columns of `claim`: the delivery, its subscription's address and secret, and the company's environment. */
export function decodeClaimed(value: unknown): ClaimedDelivery {
  const row = RowReader.of(value, 'webhook_delivery');
  return {
    id: row.text('id'),
    attempts: row.count('attempts'),
    event: decodeEvent(value),
    webhookId: row.text('webhook_id'),
    url: row.text('url'),
    signRequest: row.boolean('sign_request'),
    sealedSecret: row.text('sealed_secret'),
    environment: row.oneOf('environment', ENVIRONMENTS),
  };
}

/** A line of the log; the delivery's own status comes as `delivery_status` beside the event's. */
export function decodeDelivery(value: unknown): WebhookDelivery {
  const row = RowReader.of(value, 'webhook_delivery');
  return {
    id: row.text('id'),
    event: decodeEvent(value),
    webhookId: row.text('webhook_id'),
    status: row.oneOf('delivery_status', DELIVERY_STATUSES),
    attempts: row.count('attempts'),
    lastHttpStatus: row.nullableCount('last_http_status'),
    lastError: row.nullableText('last_error'),
    nextAttemptAt: row.nullableInstant('next_attempt_at'),
    lastAttemptAt: row.nullableInstant('last_attempt_at'),
    createdAt: row.instant('created_at'),
  };
}
