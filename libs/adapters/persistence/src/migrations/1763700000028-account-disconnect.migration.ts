import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disconnect (issue 43): the terminal `disconnected` status with who ended the connection (`disconnected_by`, set
 * exactly when disconnected), and the same on the `account.disconnected` event.
 */
export class AccountDisconnect1763700000028 implements MigrationInterface {
  name = 'AccountDisconnect1763700000028';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts ADD COLUMN disconnected_by text CHECK (disconnected_by IN ('worker', 'company'))`);
    await db.query(`ALTER TABLE accounts
      DROP CONSTRAINT accounts_status_check,
      ADD CONSTRAINT accounts_status_check CHECK (status IN ('pending', 'syncing', 'success', 'incomplete', 'error', 'requires_auth', 'disconnected')),
      ADD CONSTRAINT accounts_disconnected_check CHECK ((status = 'disconnected') = (disconnected_by IS NOT NULL))`);
    await db.query(`ALTER TABLE webhook_events ADD COLUMN disconnected_by text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_events DROP COLUMN disconnected_by`);
    await db.query(`DELETE FROM accounts WHERE status = 'disconnected'`);
    await db.query(`ALTER TABLE accounts
      DROP CONSTRAINT accounts_disconnected_check,
      DROP CONSTRAINT accounts_status_check,
      ADD CONSTRAINT accounts_status_check CHECK (status IN ('pending', 'syncing', 'success', 'incomplete', 'error', 'requires_auth'))`);
    await db.query(`ALTER TABLE accounts DROP COLUMN disconnected_by`);
  }
}
