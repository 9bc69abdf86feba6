import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys per API key (`scope`, the key's id) instead of per company, so that a company's public
 * key neither replays its private key's answers nor takes its keys. The rows kept so far cannot be
 * attributed to a key: they are dropped (they would expire within 24 h anyway; a retry of a request made
 * before the upgrade runs again).
 */
export class IdempotencyKeyScope1763700000014 implements MigrationInterface {
  name = 'IdempotencyKeyScope1763700000014';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM idempotency_keys`);
    await db.query(`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey`);
    await db.query(`ALTER TABLE idempotency_keys DROP COLUMN company_id`);
    await db.query(`ALTER TABLE idempotency_keys ADD COLUMN scope text NOT NULL`);
    await db.query(`ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, key)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM idempotency_keys`);
    await db.query(`ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey`);
    await db.query(`ALTER TABLE idempotency_keys DROP COLUMN scope`);
    await db.query(`ALTER TABLE idempotency_keys ADD COLUMN company_id uuid NOT NULL`);
    await db.query(`ALTER TABLE idempotency_keys ADD PRIMARY KEY (company_id, key)`);
  }
}
