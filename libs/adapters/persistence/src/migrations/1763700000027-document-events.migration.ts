import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `document.processed` names its document and the document's risk level (null for every other event); an account says
 * where its data comes from: a login (`connection`, every account so far) or uploaded documents (`document`).
 */
export class DocumentEvents1763700000027 implements MigrationInterface {
  name = 'DocumentEvents1763700000027';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_events ADD COLUMN document_id uuid, ADD COLUMN risk_level text CHECK (risk_level IN ('low', 'medium', 'high'))`);
    await db.query(`ALTER TABLE accounts ADD COLUMN source text NOT NULL DEFAULT 'connection' CHECK (source IN ('connection', 'document'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts DROP COLUMN source`);
    await db.query(`ALTER TABLE webhook_events DROP COLUMN document_id, DROP COLUMN risk_level`);
  }
}
