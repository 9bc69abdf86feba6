import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's own rate limit per key and minute; null: the service's RATE_LIMIT_PER_MINUTE. */
export class CompanyRateLimit1763700000007 implements MigrationInterface {
  name = 'CompanyRateLimit1763700000007';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE companies ADD COLUMN rate_limit_per_minute integer CHECK (rate_limit_per_minute >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE companies DROP COLUMN rate_limit_per_minute`);
  }
}
