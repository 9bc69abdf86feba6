import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery log's attempts: one row per attempt, written by the statement that records it on the
 * delivery, and deleted with the delivery (retention, a deleted subscription) through the foreign key.
 */
export class WebhookDeliveryAttempts1763700000020 implements MigrationInterface {
  name = 'WebhookDeliveryAttempts1763700000020';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE webhook_delivery_attempts (
      delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempt integer NOT NULL CHECK (attempt > 0),
      attempted_at timestamptz NOT NULL,
      duration_ms integer NOT NULL CHECK (duration_ms >= 0),
      http_status integer,
      failure text,
      response_body text,
      response_truncated boolean NOT NULL DEFAULT false,
      PRIMARY KEY (delivery_id, attempt),
      CHECK ((http_status IS NULL) <> (failure IS NULL)))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_delivery_attempts`);
  }
}
