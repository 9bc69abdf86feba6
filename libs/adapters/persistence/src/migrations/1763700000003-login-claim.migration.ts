import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The claim one login call holds on an account (AccountRepository.claimLogin), so that concurrent calls serialise. */
export class LoginClaim1763700000003 implements MigrationInterface {
  name = 'LoginClaim1763700000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN login_claim uuid, ADD COLUMN login_claimed_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts DROP COLUMN login_claim, DROP COLUMN login_claimed_at`);
  }
}
