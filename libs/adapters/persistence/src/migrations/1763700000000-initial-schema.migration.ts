import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE companies (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      environment text NOT NULL DEFAULT 'sandbox' CHECK (environment IN ('sandbox', 'live')),
      read_enabled boolean NOT NULL DEFAULT true,
      write_enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await db.query(`CREATE TABLE api_keys (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('private', 'public')),
      prefix text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz)`);
    await db.query(`CREATE INDEX api_keys_company_idx ON api_keys (company_id)`);
    await db.query(`CREATE TABLE users (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      external_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_company_external_id_key UNIQUE (company_id, external_id))`);
    await db.query(`CREATE TABLE accounts (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      platform text NOT NULL,
      country text NOT NULL,
      identifier text NOT NULL,
      last_successful_connection date,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT accounts_user_login_key UNIQUE (user_id, platform, identifier))`);
    await db.query(`CREATE INDEX accounts_user_created_idx ON accounts (user_id, created_at, id)`);
    // One account's days are read together: the key leads with the account and carries the
    // values, so the aggregation is an index-only range scan however the rows were inserted.
    await db.query(`CREATE TABLE daily_earnings (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      earning_date date NOT NULL,
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
      count_trips integer CHECK (count_trips >= 0),
      CONSTRAINT daily_earnings_pkey PRIMARY KEY (account_id, earning_date)
        INCLUDE (amount_cents, currency, count_trips))`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['daily_earnings', 'accounts', 'users', 'api_keys', 'companies']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
