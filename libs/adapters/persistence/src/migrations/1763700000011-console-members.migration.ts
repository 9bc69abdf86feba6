import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The console: members of a company, their one-time set-password tokens, their sessions and the sign-in attempt counters. */
export class ConsoleMembers1763700000011 implements MigrationInterface {
  name = 'ConsoleMembers1763700000011';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE members (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'viewer')),
      password_hash text,
      password_changed_at timestamptz,
      created_at timestamptz NOT NULL)`);
    await db.query(`CREATE UNIQUE INDEX members_email ON members (email)`);
    await db.query(`CREATE INDEX members_company ON members (company_id)`);
    await db.query(`CREATE TABLE member_password_tokens (
      token_hash text PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz)`);
    await db.query(`CREATE INDEX member_password_tokens_member ON member_password_tokens (member_id)`);
    await db.query(`CREATE TABLE member_sessions (
      token_hash text PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
      csrf_token text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX member_sessions_member ON member_sessions (member_id, expires_at)`);
    await db.query(`CREATE TABLE sign_in_attempts (key text PRIMARY KEY, attempts integer NOT NULL, window_ends_at timestamptz NOT NULL)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sign_in_attempts`);
    await db.query(`DROP TABLE member_sessions`);
    await db.query(`DROP TABLE member_password_tokens`);
    await db.query(`DROP TABLE members`);
  }
}
