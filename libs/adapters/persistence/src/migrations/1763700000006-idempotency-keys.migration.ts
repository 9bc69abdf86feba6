import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency keys per company: the request they were first used with and, once it ended, its answer. */
export class IdempotencyKeys1763700000006 implements MigrationInterface {
  name = 'IdempotencyKeys1763700000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE idempotency_keys (
      company_id uuid NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      answer_status integer,
      answer_body text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (company_id, key))`);
    await db.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
  }
}
