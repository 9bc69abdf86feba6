import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily report counts, kept apart from the reports so that a tombstone (which drops the external id) or a deleted
 * user does not give a worker a fresh count: per company and UTC day, one row per worker (`e:` and the SHA-256 of its
 * external id, or `u:` and its user id when it has none) and one for the company as a whole (worker ''). Today's
 * reports made before this migration are counted in.
 */
export class ReportDayCounts1763700000022 implements MigrationInterface {
  name = 'ReportDayCounts1763700000022';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE report_day_counts (
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      day date NOT NULL,
      worker text NOT NULL,
      reports integer NOT NULL CHECK (reports > 0),
      CONSTRAINT report_day_counts_pkey PRIMARY KEY (company_id, day, worker))`);
    await db.query(`INSERT INTO report_day_counts (company_id, day, worker, reports)
      SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, w.worker, count(*)
        FROM reports
        CROSS JOIN LATERAL (VALUES
          (''),
          (CASE WHEN external_id IS NOT NULL THEN 'e:' || encode(sha256(convert_to(external_id, 'UTF8')), 'hex')
                WHEN user_id IS NOT NULL THEN 'u:' || user_id::text END)) w (worker)
       WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND w.worker IS NOT NULL
       GROUP BY 1, 2, 3`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE report_day_counts`);
  }
}
