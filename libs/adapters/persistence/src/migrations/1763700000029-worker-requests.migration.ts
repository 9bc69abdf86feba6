import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Workers' requests (issue 43): deletion and objection, due in 20 business days; a pending deletion blocks its user
 * (`users.blocked_at`); the request of `worker_request.created` on its event. A request outlives a deleted user
 * (`user_id` set NULL) as the record of the answer, and so does the consent history: each action on a worker's rights
 * with its time and address.
 */
export class WorkerRequests1763700000029 implements MigrationInterface {
  name = 'WorkerRequests1763700000029';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE worker_requests (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      external_id text,
      type text NOT NULL CHECK (type IN ('deletion', 'objection')),
      message text,
      status text NOT NULL CHECK (status IN ('pending', 'completed', 'declined')),
      due_on date NOT NULL,
      decline_reason text,
      created_at timestamptz NOT NULL,
      resolved_at timestamptz,
      CONSTRAINT worker_requests_outcome_check CHECK ((status = 'pending') = (resolved_at IS NULL) AND (status = 'declined') = (decline_reason IS NOT NULL)))`);
    // One pending request of a type per user: a second ask answers the first.
    await db.query(`CREATE UNIQUE INDEX worker_requests_pending ON worker_requests (user_id, type) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX worker_requests_list ON worker_requests (company_id, status, due_on, created_at)`);
    await db.query(`ALTER TABLE users ADD COLUMN blocked_at timestamptz`);
    await db.query(`CREATE TABLE consent_history (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      action text NOT NULL CHECK (action IN ('disconnect', 'copy', 'request', 'complete', 'decline')),
      subject_id uuid,
      by text NOT NULL CHECK (by IN ('worker', 'company')),
      ip_address text NOT NULL,
      at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX consent_history_user ON consent_history (user_id, action, at)`);
    await db.query(`ALTER TABLE webhook_events ADD COLUMN worker_request_id uuid, ADD COLUMN worker_request_type text, ADD COLUMN worker_request_due_on date`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_events DROP COLUMN worker_request_id, DROP COLUMN worker_request_type, DROP COLUMN worker_request_due_on`);
    await db.query(`DROP TABLE consent_history`);
    await db.query(`ALTER TABLE users DROP COLUMN blocked_at`);
    await db.query(`DROP TABLE worker_requests`);
  }
}
