import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a fair claim reads: each subscription's pending deliveries in due order (its turns), and the
 * deliveries held under a lease (counted against the in-flight caps), without walking a backlog.
 */
export class WebhookDeliveryTurns1763700000013 implements MigrationInterface {
  name = 'WebhookDeliveryTurns1763700000013';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX webhook_deliveries_turns ON webhook_deliveries (webhook_id, next_attempt_at, event_seq) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX webhook_deliveries_held ON webhook_deliveries (locked_until, webhook_id) WHERE status = 'pending' AND locked_until IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX webhook_deliveries_held`);
    await db.query(`DROP INDEX webhook_deliveries_turns`);
  }
}
