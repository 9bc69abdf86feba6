import type { MigrationInterface, QueryRunner } from 'typeorm';

const HASH = `'^[0-9a-f]{64}$'`;

/**
 * Income insights reports, their generation jobs and the report an event is about.
 *
 * A report outlives its user and its own deletion as a tombstone (company, issue time, window, hashes) so
 * that verification can say `revoked` or `expired`: `user_id` goes NULL with the user, and a row that is
 * no longer `valid` holds neither JSON, PDF nor external id. A live report always has its user: deleting a
 * user whose reports were not revoked first fails on `reports_live_user_check` instead of leaving a
 * report nobody can list. Jobs now name an account or a report, never both.
 */
export class Reports1763700000016 implements MigrationInterface {
  name = 'Reports1763700000016';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE reports (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      external_id text,
      language text NOT NULL CHECK (language IN ('es', 'en')),
      start_date date NOT NULL,
      end_date date NOT NULL,
      created_at timestamptz NOT NULL,
      status text NOT NULL CHECK (status IN ('generating', 'ready', 'failed')),
      status_details text,
      currency text,
      currency_note text CHECK (currency_note IN ('converted_from_multiple')),
      data bytea,
      data_sha256 text CHECK (data_sha256 ~ ${HASH}),
      pdf bytea,
      pdf_sha256 text CHECK (pdf_sha256 ~ ${HASH}),
      completed_at timestamptz,
      validity text NOT NULL DEFAULT 'valid' CHECK (validity IN ('valid', 'revoked', 'expired')),
      ended_at timestamptz,
      CONSTRAINT reports_window_check CHECK (start_date <= end_date),
      CONSTRAINT reports_outcome_check CHECK (CASE WHEN status = 'generating'
        THEN completed_at IS NULL AND status_details IS NULL AND data_sha256 IS NULL AND pdf_sha256 IS NULL AND data IS NULL AND pdf IS NULL
        ELSE completed_at IS NOT NULL AND data_sha256 IS NOT NULL END),
      CONSTRAINT reports_ready_pdf_check CHECK (status <> 'ready' OR pdf_sha256 IS NOT NULL),
      CONSTRAINT reports_pdf_hash_check CHECK (pdf IS NULL OR pdf_sha256 IS NOT NULL),
      CONSTRAINT reports_ended_check CHECK ((validity = 'valid') = (ended_at IS NULL)),
      CONSTRAINT reports_live_user_check CHECK (validity <> 'valid' OR user_id IS NOT NULL),
      CONSTRAINT reports_live_content_check CHECK (validity <> 'valid' OR (data IS NULL) = (data_sha256 IS NULL) AND (pdf IS NULL) = (pdf_sha256 IS NULL)),
      CONSTRAINT reports_tombstone_check CHECK (validity = 'valid' OR (data IS NULL AND pdf IS NULL AND external_id IS NULL)))`);
    // A user's list, newest first, over live reports only.
    await db.query(`CREATE INDEX reports_user_list ON reports (company_id, user_id, created_at DESC, id DESC) WHERE validity = 'valid'`);
    // The daily limit counts every report since an instant, revoked ones included; ON DELETE SET NULL finds a user's rows here too.
    await db.query(`CREATE INDEX reports_user_created ON reports (user_id, created_at)`);
    // Not unique: each PDF names its report, so equal hashes would be a renderer's bug, which should not leave a report generating forever.
    await db.query(`CREATE INDEX reports_pdf_sha256 ON reports (pdf_sha256) WHERE pdf_sha256 IS NOT NULL`);
    await db.query(`CREATE INDEX reports_retention ON reports (created_at) WHERE validity = 'valid'`);

    await db.query(`ALTER TABLE jobs
      ALTER COLUMN account_id DROP NOT NULL,
      ADD COLUMN report_id uuid REFERENCES reports (id) ON DELETE CASCADE,
      DROP CONSTRAINT jobs_kind_check,
      ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('retrieve_account_data', 'refresh_account_data', 'generate_report')),
      ADD CONSTRAINT jobs_subject_check CHECK (CASE WHEN kind = 'generate_report'
        THEN report_id IS NOT NULL AND account_id IS NULL ELSE account_id IS NOT NULL AND report_id IS NULL END)`);
    // At most one live job per report, as per account: enqueue is ON CONFLICT DO NOTHING against it.
    await db.query(`CREATE UNIQUE INDEX jobs_live_kind_report_key ON jobs (kind, report_id) WHERE status IN ('queued', 'running')`);
    // Failed jobs are outside the index above; ON DELETE CASCADE finds them here.
    await db.query(`CREATE INDEX jobs_report_idx ON jobs (report_id) WHERE report_id IS NOT NULL`);

    // No foreign key, like the event's account and user: an event records what was announced, whatever became of the report.
    await db.query(`ALTER TABLE webhook_events ADD COLUMN report_id uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_events DROP COLUMN report_id`);
    await db.query(`DELETE FROM jobs WHERE kind = 'generate_report'`);
    await db.query(`DROP INDEX jobs_report_idx`);
    await db.query(`DROP INDEX jobs_live_kind_report_key`);
    await db.query(`ALTER TABLE jobs
      DROP CONSTRAINT jobs_subject_check,
      DROP COLUMN report_id,
      ALTER COLUMN account_id SET NOT NULL,
      DROP CONSTRAINT jobs_kind_check,
      ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('retrieve_account_data', 'refresh_account_data'))`);
    await db.query(`DROP TABLE reports`);
  }
}
