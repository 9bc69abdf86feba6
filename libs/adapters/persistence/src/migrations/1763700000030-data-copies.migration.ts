import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Workers' large copies of their data (issue 43 part 3), prepared by a `prepare_data_copy` job named in
 * `jobs.data_copy_id`: the JSON sealed by the SecretBox, kept until `expires_at`. A copy goes with its user.
 */
export class DataCopies1763700000030 implements MigrationInterface {
  name = 'DataCopies1763700000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE data_copies (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
      sealed_json text,
      created_at timestamptz NOT NULL,
      ready_at timestamptz,
      expires_at timestamptz NOT NULL,
      CONSTRAINT data_copies_ready_check CHECK ((status = 'ready') = (sealed_json IS NOT NULL AND ready_at IS NOT NULL)))`);
    await db.query(`CREATE INDEX data_copies_user ON data_copies (user_id)`);
    await db.query(`CREATE INDEX data_copies_expiry ON data_copies (expires_at)`);
    await db.query(`ALTER TABLE jobs
      ADD COLUMN data_copy_id uuid REFERENCES data_copies (id) ON DELETE CASCADE,
      DROP CONSTRAINT jobs_kind_check,
      ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('retrieve_account_data', 'refresh_account_data', 'generate_report', 'prepare_data_copy')),
      DROP CONSTRAINT jobs_subject_check,
      ADD CONSTRAINT jobs_subject_check CHECK (CASE
        WHEN kind = 'generate_report' THEN report_id IS NOT NULL AND account_id IS NULL AND data_copy_id IS NULL
        WHEN kind = 'prepare_data_copy' THEN data_copy_id IS NOT NULL AND account_id IS NULL AND report_id IS NULL
        ELSE account_id IS NOT NULL AND report_id IS NULL AND data_copy_id IS NULL END)`);
    await db.query(`CREATE UNIQUE INDEX jobs_live_kind_data_copy_key ON jobs (kind, data_copy_id) WHERE status IN ('queued', 'running')`);
    await db.query(`CREATE INDEX jobs_data_copy_idx ON jobs (data_copy_id) WHERE data_copy_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM jobs WHERE kind = 'prepare_data_copy'`);
    await db.query(`DROP INDEX jobs_data_copy_idx`);
    await db.query(`DROP INDEX jobs_live_kind_data_copy_key`);
    await db.query(`ALTER TABLE jobs
      DROP CONSTRAINT jobs_subject_check,
      DROP COLUMN data_copy_id,
      DROP CONSTRAINT jobs_kind_check,
      ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('retrieve_account_data', 'refresh_account_data', 'generate_report')),
      ADD CONSTRAINT jobs_subject_check CHECK (CASE WHEN kind = 'generate_report'
        THEN report_id IS NOT NULL AND account_id IS NULL ELSE account_id IS NOT NULL AND report_id IS NULL END)`);
    await db.query(`DROP TABLE data_copies`);
  }
}
