import type { DueBatch, DueCursor, RefreshQueue } from '@gig/domain';
import { accountStatus, JOB_PRIORITY, REFRESHED, sourcesOf } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { queryRows, statusIn, statusValue } from './sql-rows';

const REFRESH_PRIORITY = JOB_PRIORITY.refresh_account_data;

const DUE = `-- implements isRefreshable (account-lifecycle.ts)
      next_refresh_at <= $1::timestamptz AND refresh_enabled AND ${statusIn(REFRESHED)}`;

/** The cursor is the last plan taken, as exact text (microseconds), and its account id. */
const AFTER_CURSOR = " AND (next_refresh_at, id) > (split_part($4, '|', 1)::timestamptz, split_part($4, '|', 2)::uuid)";

/**
 * Takes due accounts through the partial index on `(next_refresh_at, id)` (`SKIP LOCKED`: schedulers in
 * other processes pass over rows being taken), clears their plan and queues their refresh jobs, in one
 * statement, so an account is never planned and queued twice. With a cursor, the index is entered after
 * the last account taken: the entries of accounts already taken stay in the index until vacuum, and
 * walking over them again from its head would make each batch of a large cohort slower than the last.
 */
const enqueueDueSql = (afterCursor: boolean) => `
WITH due AS (
  SELECT id, next_refresh_at FROM accounts
   WHERE ${DUE} AND platform = ANY ($2::text[])${afterCursor ? AFTER_CURSOR : ''}
   ORDER BY next_refresh_at, id
   LIMIT $3
   FOR UPDATE SKIP LOCKED),
taken AS (
  UPDATE accounts a SET next_refresh_at = NULL FROM due WHERE a.id = due.id RETURNING a.id, a.company_id, due.next_refresh_at AS due_at),
queued AS (
  INSERT INTO jobs (kind, account_id, company_id, priority, run_at)
  SELECT 'refresh_account_data', id, company_id, ${REFRESH_PRIORITY}, $1::timestamptz FROM taken
  ON CONFLICT (kind, account_id) WHERE status IN ('queued', 'running') DO NOTHING
  RETURNING 1),
last AS (SELECT due_at, id FROM taken ORDER BY due_at DESC, id DESC LIMIT 1)
SELECT (SELECT count(*) FROM taken)::int AS taken, (SELECT due_at::text || '|' || id::text FROM last) AS position`;
const ENQUEUE_DUE_SQL = enqueueDueSql(false);
const ENQUEUE_DUE_AFTER_SQL = enqueueDueSql(true);

export class TypeOrmRefreshQueue implements RefreshQueue {
  constructor(private readonly manager: EntityManager) {}

  async anyDue(now: Date): Promise<boolean> {
    const rows = await queryRows(this.manager, `SELECT 1 FROM accounts WHERE ${DUE} LIMIT 1`, [now.toISOString()]);
    return rows.length > 0;
  }

  /** A transaction-scoped advisory lock per schema and family, tried without waiting. */
  async takeFamilyTurn(family: string): Promise<boolean> {
    const [row] = await queryRows<{ taken: boolean }>(
      this.manager,
      `SELECT pg_try_advisory_xact_lock(hashtext('gig_refresh:' || current_schema() || ':' || $1)) AS taken`,
      [family],
    );
    return row.taken;
  }

  async inflight(platforms: readonly string[], upTo: number): Promise<number> {
    const [row] = await queryRows<{ inflight: number }>(
      this.manager,
      `SELECT count(*)::int AS inflight FROM (
         SELECT 1 FROM jobs j JOIN accounts a ON a.id = j.account_id
          WHERE j.kind = 'refresh_account_data' AND j.status IN ('queued', 'running') AND a.platform = ANY ($1::text[])
          LIMIT $2) counted`,
      [platforms, Math.max(0, upTo)],
    );
    return row.inflight;
  }

  async enqueueDue(now: Date, platforms: readonly string[], limit: number, after: DueCursor | null = null): Promise<DueBatch> {
    if (platforms.length === 0 || limit <= 0) return { taken: 0, last: null };
    const values = [now.toISOString(), platforms, limit, ...(after ? [after.position] : [])];
    const [row] = await queryRows<{ taken: number; position: string | null }>(this.manager, after ? ENQUEUE_DUE_AFTER_SQL : ENQUEUE_DUE_SQL, values);
    return { taken: row.taken, last: row.position === null ? null : { position: row.position } };
  }

  async isRefreshing(accountId: string): Promise<boolean> {
    const rows = await queryRows(
      this.manager,
      `SELECT 1 FROM jobs WHERE account_id = $1 AND kind = 'refresh_account_data' AND status IN ('queued', 'running')`,
      [accountId],
    );
    return rows.length > 0;
  }

  async startOnDemand(accountId: string, now: Date): Promise<boolean> {
    const [row] = await queryRows<{ started: number }>(
      this.manager,
      `WITH started AS (
         UPDATE accounts SET status = ${statusValue(accountStatus.syncing)}, status_details = NULL, updated_at = $2::timestamptz
          WHERE id = $1
            -- implements canStartRefresh (account-lifecycle.ts): what refresh_on_demand turns syncing
            AND ${statusIn(sourcesOf(accountStatus.syncing, 'refresh_on_demand'))} RETURNING id, company_id),
       queued AS (
         INSERT INTO jobs (kind, account_id, company_id, priority, run_at)
         SELECT 'refresh_account_data', id, company_id, ${REFRESH_PRIORITY}, $2::timestamptz FROM started
         ON CONFLICT (kind, account_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING 1)
       SELECT (SELECT count(*) FROM started)::int AS started`,
      [accountId, now.toISOString()],
    );
    return row.started > 0;
  }
}
