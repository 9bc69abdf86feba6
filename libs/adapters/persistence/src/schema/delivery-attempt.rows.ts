import { ATTEMPT_FAILURES, DeliveryAttempt, WebhookDeliveryDetail } from '@gig/domain';
import { count, instant, nullableCount, nullableOneOf, rowDecoder } from './row-decoder';
import { MalformedRowError } from './row-reader';
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

const decodeAttempt = rowDecoder<DeliveryAttempt>('webhook_delivery_attempt', {
  attempt: count,
  attemptedAt: instant,
  durationMs: count,
  httpStatus: nullableCount,
  failure: nullableOneOf(ATTEMPT_FAILURES),
  responseBody: (row) => {
    const body = row.nullableText('response_body');
    return body === null ? null : { text: body, truncated: row.boolean('response_truncated') };
  },
});

/** A json column comes parsed from node-postgres and PGlite alike; text is accepted too. */
const parsed = (column: unknown): unknown => (typeof column === 'string' ? JSON.parse(column) : column);
