import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ongoing refresh: whether an account refreshes, when it last did and when it next does (the
 * scheduler's partial index in due order, planned refreshes only), the `requires_auth` status and `needs_auth` warning,
 * and refresh jobs beside retrievals.
 */
export class AccountRefresh1763700000009 implements MigrationInterface {
  name = 'AccountRefresh1763700000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts
      ADD COLUMN refresh_enabled boolean NOT NULL DEFAULT true,
      ADD COLUMN last_refreshed_at timestamptz,
      ADD COLUMN next_refresh_at timestamptz`);
    await db.query(`ALTER TABLE accounts
      DROP CONSTRAINT accounts_status_check,
      ADD CONSTRAINT accounts_status_check CHECK (status IN ('pending', 'syncing', 'success', 'incomplete', 'error', 'requires_auth')),
      DROP CONSTRAINT accounts_warning_check,
      ADD CONSTRAINT accounts_warning_check
        CHECK (warning IN ('banned', 'not_registered', 'curp_not_in_platform', 'zero_quoted_weeks', 'rider_account', 'needs_auth'))`);
    await db.query(`CREATE INDEX accounts_refresh_due ON accounts (next_refresh_at, id) WHERE next_refresh_at IS NOT NULL`);
    await db.query(`ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_kind_check`);
    await db.query(`ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('retrieve_account_data', 'refresh_account_data'))`);
    await db.query(`CREATE INDEX jobs_refresh_inflight ON jobs (account_id) WHERE kind = 'refresh_account_data' AND status IN ('queued', 'running')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX jobs_refresh_inflight`);
    await db.query(`ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check`);
    await db.query(`ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('retrieve_account_data'))`);
    await db.query(`DROP INDEX accounts_refresh_due`);
    await db.query(`ALTER TABLE accounts DROP COLUMN refresh_enabled, DROP COLUMN last_refreshed_at, DROP COLUMN next_refresh_at`);
  }
}
