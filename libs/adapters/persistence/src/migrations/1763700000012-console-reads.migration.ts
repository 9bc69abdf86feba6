import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's reads over a company's accounts and users: its listings walk an index in their order
 * (newest first, by status, by warning) and stop at the page; counts read the index alone. API keys
 * remember when they were last used.
 */
export class ConsoleReads1763700000012 implements MigrationInterface {
  name = 'ConsoleReads1763700000012';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX accounts_company_created ON accounts (company_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX accounts_company_status ON accounts (company_id, status, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX accounts_company_warning ON accounts (company_id, warning, created_at DESC, id DESC) WHERE warning IS NOT NULL`);
    await db.query(`CREATE INDEX users_company_created ON users (company_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX users_company_external_id_prefix ON users (company_id, external_id text_pattern_ops)`);
    await db.query(`ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE api_keys DROP COLUMN last_used_at`);
    for (const index of ['users_company_external_id_prefix', 'users_company_created', 'accounts_company_warning', 'accounts_company_status', 'accounts_company_created']) {
      await db.query(`DROP INDEX ${index}`);
    }
  }
}
