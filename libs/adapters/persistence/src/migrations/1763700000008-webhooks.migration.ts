import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: subscriptions, the transactional outbox of events, and one delivery per event and
 * subscription (the dispatchers' queue and the delivery log).
 */
export class Webhooks1763700000008 implements MigrationInterface {
  name = 'Webhooks1763700000008';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE webhooks (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      url text NOT NULL,
      name text NOT NULL,
      events text[],
      widget_id text,
      is_sandbox boolean NOT NULL,
      is_active boolean NOT NULL,
      sign_request boolean NOT NULL,
      sealed_secret text NOT NULL,
      failing_since timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX webhooks_company ON webhooks (company_id, created_at)`);
    await db.query(`CREATE TABLE webhook_events (
      id uuid PRIMARY KEY,
      seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      company_id uuid NOT NULL,
      action text NOT NULL,
      account_id uuid,
      user_id uuid,
      external_id text,
      platform text,
      status text,
      status_details text,
      warning text,
      occurred_at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX webhook_events_account ON webhook_events (company_id, account_id, seq)`);
    await db.query(`CREATE TABLE webhook_deliveries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_id uuid NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      account_id uuid,
      event_seq bigint NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      locked_by text,
      locked_until timestamptz,
      last_http_status integer,
      last_error text,
      last_attempt_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (event_id, webhook_id))`);
    await db.query(`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX webhook_deliveries_order ON webhook_deliveries (webhook_id, account_id, event_seq) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhook_events`);
    await db.query(`DROP TABLE webhooks`);
  }
}
