import type { WebhookEvent, WebhookOutbox } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_COLUMNS, eventColumns, INSERT_EVENTS } from '../schema/webhook.rows';
import { queryRows } from './sql-rows';

/** The notification channel of a schema's outbox is this and the schema's name: servers of other schemas in one database are not woken. */
export const WEBHOOK_CHANNEL_PREFIX = 'gig_webhooks_';
const WEBHOOK_CHANNEL = `'${WEBHOOK_CHANNEL_PREFIX}' || current_schema()`;

/** Adds `pg_notify` once, when the data-modifying CTE `d` wrote any row; PostgreSQL sends it at commit. */
export const NOTIFY_IF_ANY = `n AS (SELECT pg_notify(${WEBHOOK_CHANNEL}, '') FROM (SELECT 1 FROM d LIMIT 1) AS written)
  SELECT (SELECT count(*) FROM d)::int AS queued, (SELECT count(*) FROM n)::int AS notified`;

const DELIVERY_COLUMNS = `(event_id, webhook_id, account_id, event_seq, status, next_attempt_at, created_at, updated_at)`;

/**
 * The outbox over the caller's transaction: an event, its deliveries and the wake-up are written by
 * one statement, so they commit (and the notification goes out) with the change they announce, or not at all.
 */
export class TypeOrmWebhookOutbox implements WebhookOutbox {
  constructor(private readonly manager: EntityManager) {}

  async record(...events: WebhookEvent[]): Promise<void> {
    if (events.length > 0) await this.write(events, `w.company_id = e.company_id AND w.is_active AND (w.events IS NULL OR e.action = ANY (w.events))`, []);
  }

  async recordFor(event: WebhookEvent, webhookId: string): Promise<void> {
    await this.write([event], `w.company_id = e.company_id AND w.id = $19`, [webhookId]);
  }

  async latestForAccount(companyId: string, accountId: string): Promise<WebhookEvent | null> {
    const [row] = await queryRows<unknown>(
      this.manager,
      `SELECT ${EVENT_COLUMNS} FROM webhook_events e WHERE e.company_id = $1 AND e.account_id = $2 ORDER BY e.seq DESC LIMIT 1`,
      [companyId, accountId],
    );
    return row ? decodeEvent(row) : null;
  }

  async redeliver(event: WebhookEvent, now: Date): Promise<number> {
    const [row] = await queryRows<{ queued: number }>(
      this.manager,
      `WITH d AS (
         INSERT INTO webhook_deliveries ${DELIVERY_COLUMNS}
         SELECT e.id, w.id, e.account_id, e.seq, 'pending', $2::timestamptz, $2::timestamptz, $2::timestamptz
           FROM webhook_events e JOIN webhooks w ON w.company_id = e.company_id AND w.is_active AND (w.events IS NULL OR e.action = ANY (w.events))
          WHERE e.id = $1
         ON CONFLICT (event_id, webhook_id) DO UPDATE
           SET status = 'pending', attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at, locked_by = NULL, locked_until = NULL,
               last_http_status = NULL, last_error = NULL, last_attempt_at = NULL, updated_at = EXCLUDED.updated_at
         RETURNING 1),
       ${NOTIFY_IF_ANY}`,
      [event.id, now.toISOString()],
    );
    return row?.queued ?? 0;
  }

  /** The events (in order), then a pending delivery, due when it happened, for each subscription `matches` selects. */
  private async write(events: WebhookEvent[], matches: string, extra: unknown[]): Promise<void> {
    await this.manager.query(
      `WITH e AS (${INSERT_EVENTS} RETURNING id, seq, company_id, action, account_id, occurred_at),
       d AS (
         INSERT INTO webhook_deliveries ${DELIVERY_COLUMNS}
         SELECT e.id, w.id, e.account_id, e.seq, 'pending', e.occurred_at, e.occurred_at, e.occurred_at FROM e JOIN webhooks w ON ${matches}
         RETURNING 1),
       ${NOTIFY_IF_ANY}`,
      [...eventColumns(events), ...extra],
    );
  }
}
