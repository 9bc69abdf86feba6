import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The connect widget: its configurations, the widget a user was created through, and workers' consents. */
export class Widgets1763700000010 implements MigrationInterface {
  name = 'Widgets1763700000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE widgets (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      name text NOT NULL,
      platforms text[] NOT NULL,
      countries text[] NOT NULL,
      allowed_origins text[] NOT NULL,
      redirect_url text,
      language text NOT NULL CHECK (language IN ('es', 'en')),
      primary_color text NOT NULL,
      logo_url text,
      consent_version text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX widgets_company ON widgets (company_id, created_at DESC)`);
    await db.query(`CREATE INDEX widgets_allowed_origins ON widgets USING gin (allowed_origins)`);
    await db.query(`ALTER TABLE users ADD COLUMN widget_id uuid REFERENCES widgets (id) ON DELETE SET NULL`);
    await db.query(`CREATE TABLE consents (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      widget_id uuid REFERENCES widgets (id) ON DELETE SET NULL,
      ip_address text NOT NULL,
      consented_at timestamptz NOT NULL,
      consent_method text NOT NULL,
      version text NOT NULL,
      language text NOT NULL CHECK (language IN ('es', 'en')),
      device text NOT NULL,
      created_at timestamptz NOT NULL)`);
    await db.query(`CREATE INDEX consents_user ON consents (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE consents`);
    await db.query(`ALTER TABLE users DROP COLUMN widget_id`);
    await db.query(`DROP TABLE widgets`);
  }
}
