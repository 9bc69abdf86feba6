import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Request counts per key and minute, shared by the server processes (rate-limiter-flexible's table shape). */
export class RateLimits1763700000004 implements MigrationInterface {
  name = 'RateLimits1763700000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE rate_limits`);
  }
}
