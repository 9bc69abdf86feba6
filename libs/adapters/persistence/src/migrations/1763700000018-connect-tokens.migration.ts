import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Connect tokens: the SHA-256 of each token (never its text), the user and widget it acts for, and when it
 * expires; the index serves the retention purge. A user's or widget's deletion takes its tokens with it.
 */
export class ConnectTokens1763700000018 implements MigrationInterface {
  name = 'ConnectTokens1763700000018';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE connect_tokens (
      token_hash text PRIMARY KEY,
      id uuid NOT NULL UNIQUE,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      widget_id uuid NOT NULL REFERENCES widgets (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX connect_tokens_expires_at ON connect_tokens (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE connect_tokens`);
  }
}
