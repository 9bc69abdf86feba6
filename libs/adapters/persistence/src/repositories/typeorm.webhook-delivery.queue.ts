import { type AttemptOutcome, type ClaimedDelivery, type InFlightCaps, isUuid, type Page, type WebhookDelivery, type WebhookDeliveryDetail, type WebhookDeliveryQueue } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { ATTEMPT_LOG_COLUMN, decodeDeliveryDetail } from '../schema/delivery-attempt.rows';
import { decodeClaimed, decodeDelivery, EVENT_COLUMNS } from '../schema/webhook.rows';
import { queryRows } from './sql-rows';
import { NOTIFY_IF_ANY } from './typeorm.webhook-outbox';

/**
 * Takes due deliveries of active subscriptions in one statement, fair between tenants:
 * - `held` counts the deliveries each subscription has under an unexpired lease (any dispatcher's);
 * - each subscription offers its due, free deliveries in due order (a retry by its retry time) through
 *   `webhook_deliveries_turns`, no more than its cap leaves (`$5`), so a backlog costs nothing here;
 * - a company's offers are interleaved subscription by subscription and numbered after what it holds, and
 *   the claim takes the lowest numbers first, up to the company's cap (`$6`): the tenant holding the
 *   fewest goes first, whoever wrote the most events.
 * `FOR UPDATE SKIP LOCKED` passes over rows another statement is taking, and READ COMMITTED re-checks the
 * due condition on a row another one took meanwhile. A delivery of an account's event waits while an
 * earlier event of that account for the same subscription is still before its first attempt.
 */
const CLAIM_SQL = `
WITH held AS (
  SELECT h.webhook_id, count(*)::int AS n FROM webhook_deliveries h
   WHERE h.status = 'pending' AND h.locked_until IS NOT NULL AND h.locked_until > $2::timestamptz
   GROUP BY h.webhook_id),
subscriptions AS (
  SELECT w.id, w.company_id, w.is_active, coalesce(h.n, 0) AS held, sum(coalesce(h.n, 0)) OVER (PARTITION BY w.company_id) AS company_held
    FROM webhooks w LEFT JOIN held h ON h.webhook_id = w.id),
offers AS (
  SELECT s.company_id, s.company_held, c.id, c.next_attempt_at, c.event_seq,
         row_number() OVER (PARTITION BY s.id ORDER BY c.next_attempt_at, c.event_seq) AS turn
    FROM subscriptions s
    CROSS JOIN LATERAL (
      SELECT c.id, c.next_attempt_at, c.event_seq FROM webhook_deliveries c
       WHERE c.webhook_id = s.id AND c.status = 'pending' AND c.next_attempt_at <= $2::timestamptz
         AND (c.locked_until IS NULL OR c.locked_until <= $2::timestamptz)
         AND NOT (c.account_id IS NOT NULL AND EXISTS (
           SELECT 1 FROM webhook_deliveries p
            WHERE p.webhook_id = c.webhook_id AND p.account_id = c.account_id AND p.status = 'pending' AND p.attempts = 0 AND p.event_seq < c.event_seq))
       ORDER BY c.next_attempt_at, c.event_seq
       LIMIT least($4::int, greatest($5::int - s.held, 0))) c
   WHERE s.is_active),
ranked AS (
  SELECT id, next_attempt_at, event_seq,
         company_held + row_number() OVER (PARTITION BY company_id ORDER BY turn, next_attempt_at, event_seq) AS company_turn
    FROM offers),
picked AS (
  SELECT id FROM ranked WHERE company_turn <= $6::int ORDER BY company_turn, next_attempt_at, event_seq LIMIT $4::int),
claimed AS (
  UPDATE webhook_deliveries d SET locked_by = $1, locked_until = $3::timestamptz
   WHERE d.id IN (
     SELECT c.id FROM webhook_deliveries c
      WHERE c.id IN (SELECT id FROM picked) AND c.status = 'pending' AND c.next_attempt_at <= $2::timestamptz
        AND (c.locked_until IS NULL OR c.locked_until <= $2::timestamptz)
        FOR UPDATE SKIP LOCKED)
  RETURNING d.id, d.attempts, d.webhook_id, d.event_id, d.event_seq, d.next_attempt_at)
SELECT c.id::text AS id, c.attempts, w.id::text AS webhook_id, w.url, w.sign_request, w.sealed_secret, co.environment, ${EVENT_COLUMNS}
  FROM claimed c
  JOIN webhook_events e ON e.id = c.event_id
  JOIN webhooks w ON w.id = c.webhook_id
  JOIN companies co ON co.id = w.company_id
 ORDER BY c.next_attempt_at, c.event_seq`;

/**
 * Claims of every process take turns (a transaction-scoped advisory lock per schema): each one then
 * counts the leases the one before it took, so a cap holds across processes, not only within one.
 */
const CLAIM_TURN_SQL = `SELECT pg_advisory_xact_lock(hashtext('gig_webhook_claim:' || current_schema()))`;

/** No cap: more than a claim ever takes. */
const UNCAPPED = 2_147_483_647;

/**
 * Records an attempt if this dispatcher holds the delivery, logs it (`logged`, numbered after the attempts
 * logged before, a resend's included) and keeps the subscription's failure streak, all in one statement: a success ends it (touching the row only when there was one), a failure
 * starts it, and one that has lasted `$8` ms turns the subscription off. `prior` locks the subscription
 * first and reads it as it is then, so of two dispatchers failing at once only the one that turned it
 * off says so.
 */
const FINISH_SQL = `
WITH d AS (
  UPDATE webhook_deliveries
     SET status = $3, attempts = attempts + 1, last_http_status = $4, last_error = $5, last_attempt_at = $6::timestamptz,
         next_attempt_at = $7::timestamptz, locked_by = NULL, locked_until = NULL, updated_at = $6::timestamptz
   WHERE id = $1 AND locked_by = $2 AND status = 'pending'
  RETURNING id, webhook_id),
logged AS (
  INSERT INTO webhook_delivery_attempts (delivery_id, attempt, attempted_at, duration_ms, http_status, failure, response_body, response_truncated)
  SELECT d.id, coalesce((SELECT max(a.attempt) FROM webhook_delivery_attempts a WHERE a.delivery_id = d.id), 0) + 1,
         $9::timestamptz, $10::int, $4::int, $11::text, $12::text, $13::boolean
    FROM d
  RETURNING 1),
prior AS (
  SELECT id, is_active FROM webhooks
   WHERE id = (SELECT webhook_id FROM d) AND ($3 <> 'delivered' OR failing_since IS NOT NULL)
     FOR UPDATE),
w AS (
  UPDATE webhooks w
     SET failing_since = CASE WHEN $3 = 'delivered' THEN NULL ELSE coalesce(w.failing_since, $6::timestamptz) END,
         is_active = w.is_active AND NOT ($3 <> 'delivered' AND w.failing_since IS NOT NULL AND w.failing_since <= $6::timestamptz - $8::double precision * interval '1 millisecond')
    FROM prior
   WHERE w.id = prior.id
  RETURNING prior.is_active AND NOT w.is_active AS turned_off)
SELECT (SELECT count(*) FROM logged)::int AS recorded, coalesce((SELECT turned_off FROM w), false) AS deactivated`;

const LOG_SQL = `
SELECT d.id::text AS id, d.webhook_id::text AS webhook_id, d.status AS delivery_status, d.attempts, d.last_http_status, d.last_error,
       d.next_attempt_at, d.last_attempt_at, d.created_at, count(*) OVER () AS total, ${EVENT_COLUMNS}
  FROM webhook_deliveries d
  JOIN webhooks w ON w.id = d.webhook_id AND w.company_id = $1
  JOIN webhook_events e ON e.id = d.event_id
 WHERE d.webhook_id = $2
 ORDER BY d.id DESC
 LIMIT $3 OFFSET $4`;

const DETAIL_SQL = `
SELECT d.id::text AS id, d.webhook_id::text AS webhook_id, d.status AS delivery_status, d.attempts, d.last_http_status, d.last_error,
       d.next_attempt_at, d.last_attempt_at, d.created_at, ${ATTEMPT_LOG_COLUMN}, ${EVENT_COLUMNS}
  FROM webhook_deliveries d
  JOIN webhooks w ON w.id = d.webhook_id AND w.company_id = $1
  JOIN webhook_events e ON e.id = d.event_id
 WHERE d.webhook_id = $2 AND d.id = $3`;

const RESEND_SQL = `
WITH d AS (
  UPDATE webhook_deliveries d
     SET status = 'pending', attempts = 0, next_attempt_at = $4::timestamptz, locked_by = NULL, locked_until = NULL,
         last_http_status = NULL, last_error = NULL, last_attempt_at = NULL, updated_at = $4::timestamptz
    FROM webhooks w
   WHERE d.id = $3 AND d.webhook_id = $2 AND w.id = d.webhook_id AND w.company_id = $1
  RETURNING 1),
${NOTIFY_IF_ANY}`;

const isDeliveryId = (id: string) => /^[1-9]\d{0,18}$/.test(id) && BigInt(id) <= 9_223_372_036_854_775_807n;

export class TypeOrmWebhookDeliveryQueue implements WebhookDeliveryQueue {
  constructor(private readonly manager: EntityManager) {}

  async claim(dispatcherId: string, now: Date, leaseMs: number, limit: number, caps?: InFlightCaps): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    const values = [dispatcherId, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit, caps?.perSubscription ?? UNCAPPED, caps?.perCompany ?? UNCAPPED];
    const rows = await this.manager.transaction(async (tx) => {
      await tx.query(CLAIM_TURN_SQL);
      return queryRows<unknown>(tx, CLAIM_SQL, values);
    });
    return rows.map(decodeClaimed);
  }

  async finish(deliveryId: string, dispatcherId: string, outcome: AttemptOutcome, now: Date, deactivateAfterMs: number): Promise<{ recorded: boolean; deactivated: boolean }> {
    if (!isDeliveryId(deliveryId)) return { recorded: false, deactivated: false };
    const [row] = await queryRows<{ recorded: number; deactivated: boolean }>(this.manager, FINISH_SQL, [
      deliveryId, dispatcherId, outcome.status, outcome.httpStatus, outcome.error, now.toISOString(), outcome.nextAttemptAt?.toISOString() ?? null, deactivateAfterMs,
      outcome.attemptedAt.toISOString(), outcome.durationMs, outcome.failure, outcome.answer?.text ?? null, outcome.answer?.truncated ?? false,
    ]);
    return { recorded: row.recorded > 0, deactivated: row.deactivated };
  }

  async list(companyId: string, webhookId: string, page: Page): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
    if (!isUuid(webhookId)) return { deliveries: [], total: 0 };
    const rows = await queryRows<{ total: string | number }>(this.manager, LOG_SQL, [companyId, webhookId, page.itemsPerPage, (page.page - 1) * page.itemsPerPage]);
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(companyId, webhookId);
    return { total, deliveries: rows.map(decodeDelivery) };
  }

  async find(companyId: string, webhookId: string, deliveryId: string): Promise<WebhookDeliveryDetail | null> {
    if (!isUuid(webhookId) || !isDeliveryId(deliveryId)) return null;
    const [row] = await queryRows<unknown>(this.manager, DETAIL_SQL, [companyId, webhookId, deliveryId]);
    return row ? decodeDeliveryDetail(row) : null;
  }

  async resend(companyId: string, webhookId: string, deliveryId: string, now: Date): Promise<boolean> {
    if (!isUuid(webhookId) || !isDeliveryId(deliveryId)) return false;
    const [row] = await queryRows<{ queued: number }>(this.manager, RESEND_SQL, [companyId, webhookId, deliveryId, now.toISOString()]);
    return (row?.queued ?? 0) > 0;
  }

  /** Only deliveries `claim` would hand out once due: those of active subscriptions. */
  async nextDueAt(): Promise<Date | null> {
    const [row] = await queryRows<{ due: Date | string | null }>(
      this.manager,
      `SELECT min(d.next_attempt_at) AS due FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.is_active WHERE d.status = 'pending'`,
      [],
    );
    return row?.due == null ? null : new Date(row.due);
  }

  private async count(companyId: string, webhookId: string): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.manager,
      `SELECT count(*)::int AS total FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.company_id = $1 WHERE d.webhook_id = $2`,
      [companyId, webhookId],
    );
    return row.total;
  }
}
