import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A connect token remembers what issued it: the private key (the token ends when the key is revoked) or the console
 * member (the token goes with the member), and when it was revoked itself. Tokens issued before have neither and
 * simply run out (they last 30 minutes).
 */
export class ConnectTokenIssuers1763700000025 implements MigrationInterface {
  name = 'ConnectTokenIssuers1763700000025';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE connect_tokens
      ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE CASCADE,
      ADD COLUMN member_id uuid REFERENCES members (id) ON DELETE CASCADE,
      ADD COLUMN revoked_at timestamptz,
      ADD CONSTRAINT connect_tokens_one_issuer CHECK (api_key_id IS NULL OR member_id IS NULL)`);
    await db.query(`CREATE INDEX connect_tokens_member_id ON connect_tokens (member_id) WHERE member_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE connect_tokens DROP COLUMN api_key_id, DROP COLUMN member_id, DROP COLUMN revoked_at`);
  }
}
