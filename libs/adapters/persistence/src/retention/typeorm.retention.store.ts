import type { RetentionStore } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { translateFaults } from '../data-source/database-faults';
import type { Database } from '../data-source/open-database';
import { queryRows } from '../repositories/sql-rows';

/**
 * One statement per batch: the inner SELECT picks at most `$2` expired rows through an index, skipping
 * rows another transaction holds (a second purging process, a request using the row); the outer DELETE
 * checks the condition again, so a row renewed meanwhile (READ COMMITTED re-reads it) stays.
 */
const purge = (table: string, key: string[], expired: string) => `
WITH d AS (
  DELETE FROM ${table}
   WHERE (${key.join(', ')}) IN (SELECT ${key.join(', ')} FROM ${table} WHERE ${expired} LIMIT $2 FOR UPDATE SKIP LOCKED) AND ${expired}
  RETURNING 1)
SELECT count(*)::int AS deleted FROM d`;

const IDEMPOTENCY_KEYS = purge('idempotency_keys', ['scope', 'key'], 'created_at < $1::timestamptz');
const SIGN_IN_ATTEMPTS = purge('sign_in_attempts', ['key'], 'window_ends_at <= $1::timestamptz');
const CONNECT_TOKENS = purge('connect_tokens', ['token_hash'], 'expires_at <= $1::timestamptz');
const DATA_COPIES = purge('data_copies', ['id'], 'expires_at <= $1::timestamptz');
const REPORT_DAY_COUNTS = purge('report_day_counts', ['company_id', 'day', 'worker'], `day < ($1::timestamptz AT TIME ZONE 'UTC')::date`);
const DELIVERIES = purge('webhook_deliveries', ['id'], `status <> 'pending' AND updated_at < $1::timestamptz`);
/** Events without deliveries, but an existing account's newest one (looked up through `webhook_events_account`). */
const EVENTS = purge(
  'webhook_events',
  ['id'],
  `occurred_at < $1::timestamptz
   AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)
   AND NOT (account_id IS NOT NULL AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = webhook_events.account_id)
            AND NOT EXISTS (SELECT 1 FROM webhook_events later
                             WHERE later.company_id = webhook_events.company_id AND later.account_id = webhook_events.account_id AND later.seq > webhook_events.seq))`,
);

/**
 * Like `purge`, but the rows stay as tombstones (picked through `reports_retention`); `ended_at` is when the batch ran.
 * The batch is picked once (MATERIALIZED): as an IN subquery beside an UPDATE of its own table, it could be run
 * again for later rows, see the rows already tombstoned gone, and pick another batch.
 */
const EXPIRE_REPORTS = `
WITH picked AS MATERIALIZED (
  SELECT id FROM reports WHERE validity = 'valid' AND created_at < $1::timestamptz LIMIT $2 FOR UPDATE SKIP LOCKED),
d AS (
  UPDATE reports r SET validity = 'expired', ended_at = statement_timestamp(), data = NULL, pdf = NULL, external_id = NULL
    FROM picked
   WHERE r.id = picked.id AND r.validity = 'valid' AND r.created_at < $1::timestamptz
  RETURNING 1)
SELECT count(*)::int AS deleted FROM d`;

/** Like `EXPIRE_REPORTS`: the file goes (picked through `documents_file_retention`), the document and its data stay. */
const DOCUMENT_FILES = `
WITH picked AS MATERIALIZED (
  SELECT id FROM documents WHERE file IS NOT NULL AND uploaded_at < $1::timestamptz LIMIT $2 FOR UPDATE SKIP LOCKED),
d AS (
  UPDATE documents doc SET file = NULL, file_purged_at = statement_timestamp()
    FROM picked
   WHERE doc.id = picked.id AND doc.file IS NOT NULL
  RETURNING 1)
SELECT count(*)::int AS deleted FROM d`;

/** Each purge is one of the statements above, run over `$1` (its `before` or `now`) and `$2` (its batch size). */
export class TypeOrmRetentionStore implements RetentionStore {
  readonly purgeIdempotencyKeys = this.purging(IDEMPOTENCY_KEYS);
  readonly purgeSignInAttempts = this.purging(SIGN_IN_ATTEMPTS);
  readonly purgeWebhookDeliveries = this.purging(DELIVERIES);
  readonly purgeWebhookEvents = this.purging(EVENTS);
  readonly expireReports = this.purging(EXPIRE_REPORTS);
  readonly purgeDocumentFiles = this.purging(DOCUMENT_FILES);
  readonly purgeConnectTokens = this.purging(CONNECT_TOKENS);
  readonly purgeReportDayCounts = this.purging(REPORT_DAY_COUNTS);
  readonly purgeDataCopies = this.purging(DATA_COPIES);

  constructor(private readonly manager: EntityManager) {}

  private purging(sql: string): (at: Date, limit: number) => Promise<number> {
    return async (at, limit) => {
      const [row] = await queryRows<{ deleted: number }>(this.manager, sql, [at.toISOString(), limit]);
      return row?.deleted ?? 0;
    };
  }
}

export function createRetentionStore(database: Pick<Database, 'dataSource'>): RetentionStore {
  return translateFaults(new TypeOrmRetentionStore(database.dataSource.manager));
}
