import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The connection flow: login state and sealed session on accounts, the data a retrieval brings
 * (profile, employment), durable jobs and the per-identifier login limits of spec section 8.
 */
export class ConnectionFlow1763700000002 implements MigrationInterface {
  name = 'ConnectionFlow1763700000002';

  async up(db: QueryRunner): Promise<void> {
    // Accounts imported before this migration had synced: they stay `success`.
    await db.query(`ALTER TABLE accounts
      ADD COLUMN status text NOT NULL DEFAULT 'success'
        CONSTRAINT accounts_status_check CHECK (status IN ('pending', 'syncing', 'success', 'incomplete', 'error')),
      ADD COLUMN status_details text,
      ADD COLUMN warning text
        CONSTRAINT accounts_warning_check
        CHECK (warning IN ('banned', 'not_registered', 'curp_not_in_platform', 'zero_quoted_weeks', 'rider_account')),
      ADD COLUMN next_step text CONSTRAINT accounts_next_step_check CHECK (next_step IN ('password', 'otp')),
      ADD COLUMN session_sealed text,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await db.query(`UPDATE accounts SET updated_at = created_at`);
    await db.query(`CREATE TABLE account_profiles (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      profile jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await db.query(`CREATE TABLE account_employment (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      employment jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    // A job is `queued` (claimable from run_at), `running` (held by locked_by until locked_until,
    // claimable again once that lease ran out) or `failed` (kept for inspection, never run again).
    await db.query(`CREATE TABLE jobs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('retrieve_account_data')),
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'failed')),
      run_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT jobs_lease_check CHECK ((status = 'running') = (locked_by IS NOT NULL AND locked_until IS NOT NULL)))`);
    // At most one live job of a kind per account: enqueue is ON CONFLICT DO NOTHING against this index.
    await db.query(`CREATE UNIQUE INDEX jobs_live_kind_account_key ON jobs (kind, account_id) WHERE status IN ('queued', 'running')`);
    // The claim scans live jobs by run_at; failed ones stay out of the index.
    await db.query(`CREATE INDEX jobs_claim_idx ON jobs (run_at, id) WHERE status IN ('queued', 'running')`);
    await db.query(`CREATE INDEX jobs_account_idx ON jobs (account_id)`);
    await db.query(`CREATE TABLE login_limits (
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      platform text NOT NULL,
      identifier text NOT NULL,
      last_success_at timestamptz,
      blocked_until timestamptz,
      block_code text,
      CONSTRAINT login_limits_pkey PRIMARY KEY (company_id, platform, identifier))`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['login_limits', 'jobs', 'account_employment', 'account_profiles']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await db.query(`ALTER TABLE accounts
      DROP COLUMN IF EXISTS updated_at,
      DROP COLUMN IF EXISTS session_sealed,
      DROP COLUMN IF EXISTS next_step,
      DROP COLUMN IF EXISTS warning,
      DROP COLUMN IF EXISTS status_details,
      DROP COLUMN IF EXISTS status`);
  }
}
