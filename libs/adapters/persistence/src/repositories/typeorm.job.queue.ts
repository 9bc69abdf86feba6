import type { Job, JobKind, JobQueue } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { queryRows } from './sql-rows';

/**
 * Takes the oldest due job in one statement. `FOR UPDATE SKIP LOCKED` makes concurrent claimers
 * (other connections, other processes) pass over a row another claimer is taking, and READ COMMITTED
 * re-checks the WHERE clause on a row changed meanwhile, so a job is never handed out twice.
 * A `running` job whose lease ran out (its worker crashed) is due again.
 */
const CLAIM_SQL = `
UPDATE jobs
   SET status = 'running', locked_by = $1, locked_until = $3::timestamptz, attempts = attempts + 1, updated_at = $2::timestamptz
 WHERE id = (
   SELECT id FROM jobs
    WHERE (status = 'queued' AND run_at <= $2::timestamptz) OR (status = 'running' AND locked_until <= $2::timestamptz)
    ORDER BY run_at, id
    LIMIT 1
    FOR UPDATE SKIP LOCKED)
RETURNING id::text AS id, kind, coalesce(account_id, report_id)::text AS subject_id, attempts, run_at`;

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
   * a report's job names it in `report_id`, every other job its account in `account_id`.
   */
  async enqueue(kind: JobKind, subjectId: string, runAt: Date): Promise<void> {
    const column = kind === 'generate_report' ? 'report_id' : 'account_id';
    await this.manager.query(
      `INSERT INTO jobs (kind, ${column}, run_at) VALUES ($1, $2, $3::timestamptz)
       ON CONFLICT (kind, ${column}) WHERE status IN ('queued', 'running') DO NOTHING`,
      [kind, subjectId, runAt.toISOString()],
    );
  }

  async claim(workerId: string, now: Date, leaseMs: number): Promise<Job | null> {
    const lockedUntil = new Date(now.getTime() + leaseMs);
    const [row] = await queryRows<ClaimedRow>(this.manager, CLAIM_SQL, [workerId, now.toISOString(), lockedUntil.toISOString()]);
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
