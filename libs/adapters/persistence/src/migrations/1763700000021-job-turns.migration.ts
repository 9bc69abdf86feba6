import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a fair job claim reads: each job's company and the priority of its kind (JOB_PRIORITY), a company's live
 * jobs in turn order, and the jobs held under a lease (counted against the per-company cap), without walking a
 * backlog. Jobs queued before this migration take their company from their account or report.
 */
export class JobTurns1763700000021 implements MigrationInterface {
  name = 'JobTurns1763700000021';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE jobs ADD COLUMN company_id uuid REFERENCES companies (id) ON DELETE CASCADE, ADD COLUMN priority smallint`);
    await db.query(`UPDATE jobs j SET company_id = coalesce(
        (SELECT a.company_id FROM accounts a WHERE a.id = j.account_id),
        (SELECT r.company_id FROM reports r WHERE r.id = j.report_id)),
      priority = CASE j.kind WHEN 'retrieve_account_data' THEN 0 WHEN 'generate_report' THEN 1 ELSE 2 END`);
    await db.query(`ALTER TABLE jobs ALTER COLUMN company_id SET NOT NULL, ALTER COLUMN priority SET NOT NULL`);
    await db.query(`CREATE INDEX jobs_turns ON jobs (company_id, priority, run_at, id) WHERE status IN ('queued', 'running')`);
    await db.query(`CREATE INDEX jobs_held ON jobs (company_id) WHERE status = 'running'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX jobs_held`);
    await db.query(`DROP INDEX jobs_turns`);
    await db.query(`ALTER TABLE jobs DROP COLUMN priority, DROP COLUMN company_id`);
  }
}
