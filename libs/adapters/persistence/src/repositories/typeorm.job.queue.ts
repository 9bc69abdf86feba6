import { type Job, type JobKind, JOB_PRIORITY, type JobQueue } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { queryRows } from './sql-rows';

const DUE = `((j.status = 'queued' AND j.run_at <= $2::timestamptz) OR (j.status = 'running' AND j.locked_until <= $2::timestamptz))`;

/**
 * Takes one due job in one statement, fair between tenants (as TypeOrmWebhookDeliveryQueue's claim):
 * - `busy` lists the companies with live jobs, one index probe each (a loose scan of `jobs_turns`), so a backlog
 *   costs nothing here;
 * - `held` counts each company's jobs under an unexpired lease (any worker's, `jobs_held`);
 * - each company below its cap (`$4`) offers its first due job by priority, due time and id;
 * - the offer of the company holding the fewest goes first, then by priority, due time and id.
 * A `running` job whose lease ran out (its worker crashed) is due again and held by nobody. `FOR UPDATE SKIP
 * LOCKED` passes over a row another statement is taking, and READ COMMITTED re-checks the due condition on a
 * row changed meanwhile, so a job is never handed out twice.
 */
const CLAIM_SQL = `
WITH RECURSIVE busy (company_id) AS (
  (SELECT company_id FROM jobs WHERE status IN ('queued', 'running') ORDER BY company_id LIMIT 1)
  UNION ALL
  SELECT (SELECT j.company_id FROM jobs j WHERE j.status IN ('queued', 'running') AND j.company_id > b.company_id ORDER BY j.company_id LIMIT 1)
    FROM busy b WHERE b.company_id IS NOT NULL),
held AS (
  SELECT company_id, count(*)::int AS n FROM jobs WHERE status = 'running' AND locked_until > $2::timestamptz GROUP BY company_id),
offers AS (
  SELECT o.id, o.priority, o.run_at, coalesce(h.n, 0) AS held
    FROM busy b
    LEFT JOIN held h ON h.company_id = b.company_id
    CROSS JOIN LATERAL (
      SELECT j.id, j.priority, j.run_at FROM jobs j
       WHERE j.company_id = b.company_id AND j.status IN ('queued', 'running') AND ${DUE}
       ORDER BY j.priority, j.run_at, j.id
       LIMIT 1) o
   WHERE b.company_id IS NOT NULL AND coalesce(h.n, 0) < $4::int),
picked AS (
  SELECT j.id FROM jobs j JOIN offers o ON o.id = j.id
   WHERE ${DUE}
   ORDER BY o.held, o.priority, o.run_at, o.id
   LIMIT 1
   FOR UPDATE OF j SKIP LOCKED)
UPDATE jobs
   SET status = 'running', locked_by = $1, locked_until = $3::timestamptz, attempts = attempts + 1, updated_at = $2::timestamptz
 WHERE id = (SELECT id FROM picked)
RETURNING id::text AS id, kind, coalesce(account_id, report_id, data_copy_id)::text AS subject_id, attempts, run_at`;

/**
 * Claims of every process take turns (a transaction-scoped advisory lock per schema): each one then counts the
 * leases the one before it took, so the per-company cap holds across processes, not only within one.
 */
const CLAIM_TURN_SQL = `SELECT pg_advisory_xact_lock(hashtext('gig_job_claim:' || current_schema()))`;

/** The column and table of a job's subject, when not its account. */
const SUBJECTS: Partial<Record<JobKind, [string, string]>> = { generate_report: ['report_id', 'reports'], prepare_data_copy: ['data_copy_id', 'data_copies'] };

/** No cap: more than a company could ever hold. */
const UNCAPPED = 2_147_483_647;

interface ClaimedRow {
  id: string;
  kind: JobKind;
  subject_id: string;
  attempts: number;
  run_at: Date | string;
}

/** Job ids are bigint identities, handed out as decimal text; anything else names no job. */
const isJobId = (id: string) => /^[1-9]\d{0,18}$/.test(id) && BigInt(id) <= 9_223_372_036_854_775_807n;

export class TypeOrmJobQueue implements JobQueue {
  constructor(private readonly manager: EntityManager) {}

  /**
   * A no-op while a job of this kind for the subject is queued or running (partial unique indexes):
   * a report's job names it in `report_id`, a data copy's in `data_copy_id`, every other job its account in `account_id`. The company is the
   * subject's; an unknown subject has none, and the insert fails (`company_id` is NOT NULL).
   */
  async enqueue(kind: JobKind, subjectId: string, runAt: Date): Promise<void> {
    const [column, table] = SUBJECTS[kind] ?? ['account_id', 'accounts'];
    await this.manager.query(
      `INSERT INTO jobs (kind, ${column}, company_id, priority, run_at)
       VALUES ($1, $2, (SELECT company_id FROM ${table} WHERE id = $2), $4, $3::timestamptz)
       ON CONFLICT (kind, ${column}) WHERE status IN ('queued', 'running') DO NOTHING`,
      [kind, subjectId, runAt.toISOString(), JOB_PRIORITY[kind]],
    );
  }

  async claim(workerId: string, now: Date, leaseMs: number, maxPerCompany?: number): Promise<Job | null> {
    const values = [workerId, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), maxPerCompany ?? UNCAPPED];
    const [row] = await this.manager.transaction(async (tx) => {
      await tx.query(CLAIM_TURN_SQL);
      return queryRows<ClaimedRow>(tx, CLAIM_SQL, values);
    });
    if (!row) return null;
    return { id: row.id, kind: row.kind, subjectId: row.subject_id, attempts: row.attempts, runAt: new Date(row.run_at) };
  }

  async renewLease(jobId: string, workerId: string, until: Date): Promise<boolean> {
    if (!isJobId(jobId)) return false;
    const rows = await queryRows<{ id: string }>(
      this.manager,
      `UPDATE jobs SET locked_until = $3::timestamptz, updated_at = now()
        WHERE id = $1 AND status = 'running' AND locked_by = $2
       RETURNING id::text AS id`,
      [jobId, workerId, until.toISOString()],
    );
    return rows.length > 0;
  }

  async complete(jobId: string, workerId: string): Promise<void> {
    if (!isJobId(jobId)) return;
    await this.manager.query(`DELETE FROM jobs WHERE id = $1 AND status = 'running' AND locked_by = $2`, [jobId, workerId]);
  }

  /** With `retryAt` the job is queued again from then; without, it stays as `failed` with its last error. */
  async fail(jobId: string, workerId: string, error: string, retryAt: Date | null): Promise<void> {
    if (!isJobId(jobId)) return;
    await this.manager.query(
      `UPDATE jobs
          SET status = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'queued' END,
              run_at = coalesce($4::timestamptz, run_at),
              locked_by = NULL, locked_until = NULL, last_error = $3, updated_at = now()
        WHERE id = $1 AND status = 'running' AND locked_by = $2`,
      [jobId, workerId, error, retryAt?.toISOString() ?? null],
    );
  }
}
