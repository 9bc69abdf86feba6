import { ATTEMPT_FAILURES, DeliveryAttempt, WebhookDeliveryDetail } from '@gig/domain';
import { MalformedRowError, RowReader } from './row-reader';
import { decodeDelivery } from './webhook.rows';

/** A delivery's attempts, oldest first, as one JSON column `attempt_log` (`d` is `webhook_deliveries`). */
export const ATTEMPT_LOG_COLUMN = `(SELECT coalesce(json_agg(json_build_object(
    'attempt', a.attempt, 'attempted_at', a.attempted_at, 'duration_ms', a.duration_ms, 'http_status', a.http_status,
    'failure', a.failure, 'response_body', a.response_body, 'response_truncated', a.response_truncated) ORDER BY a.attempt), '[]'::json)
   FROM webhook_delivery_attempts a WHERE a.delivery_id = d.id) AS attempt_log`;

export function decodeDeliveryDetail(value: unknown): WebhookDeliveryDetail {
  const log = parsed((value as { attempt_log?: unknown }).attempt_log);
  if (!Array.isArray(log)) throw new MalformedRowError('webhook_delivery.attempt_log', 'a list of attempts');
  return { ...decodeDelivery(value), attemptLog: log.map(decodeAttempt) };
}

function decodeAttempt(value: unknown): DeliveryAttempt {
  const row = RowReader.of(value, 'webhook_delivery_attempt');
  const body = row.nullableText('response_body');
  return {
    attempt: row.count('attempt'),
    attemptedAt: row.instant('attempted_at'),
    durationMs: row.count('duration_ms'),
    httpStatus: row.nullableCount('http_status'),
    failure: row.nullableOneOf('failure', ATTEMPT_FAILURES),
    responseBody: body === null ? null : { text: body, truncated: row.boolean('response_truncated') },
  };
}

/** A json column comes parsed from node-postgres and PGlite alike; text is accepted too. */
const parsed = (column: unknown): unknown => (typeof column === 'string' ? JSON.parse(column) : column);
