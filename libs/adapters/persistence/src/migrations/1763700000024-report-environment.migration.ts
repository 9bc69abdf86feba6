import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report keeps the environment its company had when it was asked for (its PDF, JSON and verification say
 * `sandbox` or `live`); reports made before take their company's, which no command changes.
 */
export class ReportEnvironment1763700000024 implements MigrationInterface {
  name = 'ReportEnvironment1763700000024';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reports ADD COLUMN environment text`);
    await db.query(`UPDATE reports r SET environment = c.environment FROM companies c WHERE c.id = r.company_id`);
    await db.query(`ALTER TABLE reports ALTER COLUMN environment SET NOT NULL`);
    await db.query(`ALTER TABLE reports ADD CONSTRAINT reports_environment CHECK (environment IN ('sandbox', 'live'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reports DROP COLUMN environment`);
  }
}
