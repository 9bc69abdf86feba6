import type { AccountStatus, AccountWarning, SubscribableAction, Webhook, WebhookAction, WebhookEvent } from '@gig/domain';

/** The event columns every webhook query selects, under these names (`e` is `webhook_events`). */
export const EVENT_COLUMNS = `e.id::text AS event_id, e.company_id::text AS event_company_id, e.action, e.account_id::text AS event_account_id,
  e.user_id::text AS event_user_id, e.external_id, e.platform, e.status AS event_status, e.status_details, e.warning, e.occurred_at`;

export interface EventRow {
  event_id: string;
  event_company_id: string;
  action: string;
  event_account_id: string | null;
  event_user_id: string | null;
  external_id: string | null;
  platform: string | null;
  event_status: string | null;
  status_details: string | null;
  warning: string | null;
  occurred_at: Date | string;
}

export function decodeEvent(row: EventRow): WebhookEvent {
  return {
    id: row.event_id,
    companyId: row.event_company_id,
    action: row.action as WebhookAction,
    occurredAt: new Date(row.occurred_at),
    userId: row.event_user_id,
    externalId: row.external_id,
    accountId: row.event_account_id,
    platform: row.platform,
    status: row.event_status as AccountStatus | null,
    statusDetails: row.status_details,
    warning: row.warning as AccountWarning | null,
  };
}

/** The events' values, column by column, for `INSERT_EVENTS` ($1 … $11). */
export const eventColumns = (events: readonly WebhookEvent[]): unknown[] => [
  events.map((e) => e.id), events.map((e) => e.companyId), events.map((e) => e.action), events.map((e) => e.accountId), events.map((e) => e.userId),
  events.map((e) => e.externalId), events.map((e) => e.platform), events.map((e) => e.status), events.map((e) => e.statusDetails),
  events.map((e) => e.warning), events.map((e) => e.occurredAt.toISOString()),
];

/** Inserts the events of `eventColumns` in the order given, so that their `seq` follows it. */
export const INSERT_EVENTS = `INSERT INTO webhook_events (id, company_id, action, account_id, user_id, external_id, platform, status, status_details, warning, occurred_at)
  SELECT id, company_id, action, account_id, user_id, external_id, platform, status, status_details, warning, occurred_at
    FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamptz[])
         WITH ORDINALITY AS given (id, company_id, action, account_id, user_id, external_id, platform, status, status_details, warning, occurred_at, position)
   ORDER BY position`;

export interface WebhookRow {
  id: string;
  company_id: string;
  url: string;
  name: string;
  events: string[] | null;
  widget_id: string | null;
  is_sandbox: boolean;
  is_active: boolean;
  sign_request: boolean;
  sealed_secret: string;
  failing_since: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const WEBHOOK_COLUMNS = `id::text AS id, company_id::text AS company_id, url, name, events, widget_id, is_sandbox, is_active, sign_request, sealed_secret, failing_since, created_at, updated_at`;

export function decodeWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    companyId: row.company_id,
    url: row.url,
    name: row.name,
    events: row.events as SubscribableAction[] | null,
    widgetId: row.widget_id,
    isSandbox: row.is_sandbox,
    isActive: row.is_active,
    signRequest: row.sign_request,
    sealedSecret: row.sealed_secret,
    failingSince: row.failing_since === null ? null : new Date(row.failing_since),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
