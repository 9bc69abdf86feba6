import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes the retention purges walk (`idempotency_keys (created_at)` exists since migration 6): sign-in
 * counters by the end of their window, finished deliveries by when they last changed, events by when they happened.
 */
export class RetentionIndexes1763700000015 implements MigrationInterface {
  name = 'RetentionIndexes1763700000015';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX sign_in_attempts_window_ends_at ON sign_in_attempts (window_ends_at)`);
    await db.query(`CREATE INDEX webhook_deliveries_finished ON webhook_deliveries (updated_at) WHERE status <> 'pending'`);
    await db.query(`CREATE INDEX webhook_events_occurred_at ON webhook_events (occurred_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of ['webhook_events_occurred_at', 'webhook_deliveries_finished', 'sign_in_attempts_window_ends_at']) await db.query(`DROP INDEX ${index}`);
  }
}
