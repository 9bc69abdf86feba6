import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded documents (the IMSS constancia): what was read (`extracted`) and judged (`risk`) as jsonb, the file sealed
 * with the service's key until the retention purge drops it (`file` NULL, `file_purged_at` set; the data stays).
 * A document goes with its user; it forgets the account it fed when that account goes.
 */
export class Documents1763700000026 implements MigrationInterface {
  name = 'Documents1763700000026';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE documents (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('imss_constancia')),
      status text NOT NULL CHECK (status IN ('processed', 'unreadable')),
      reason text CHECK (reason IN ('not_a_pdf', 'encrypted', 'no_text_layer', 'not_a_constancia')),
      reason_detail text,
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      size integer NOT NULL CHECK (size >= 0),
      uploaded_at timestamptz NOT NULL,
      uploaded_by text NOT NULL CHECK (uploaded_by IN ('lender', 'worker')),
      sandbox boolean NOT NULL,
      extracted jsonb,
      risk jsonb,
      risk_level text CHECK (risk_level IN ('low', 'medium', 'high')),
      account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      file bytea,
      file_purged_at timestamptz,
      CONSTRAINT documents_outcome_check CHECK (CASE WHEN status = 'processed'
        THEN reason IS NULL AND reason_detail IS NULL AND extracted IS NOT NULL AND risk IS NOT NULL AND risk_level IS NOT NULL
        ELSE reason IS NOT NULL AND extracted IS NULL AND risk IS NULL AND risk_level IS NULL AND account_id IS NULL END),
      CONSTRAINT documents_file_check CHECK ((file IS NULL) = (file_purged_at IS NOT NULL)))`);
    // A user's list, newest first.
    await db.query(`CREATE INDEX documents_user_list ON documents (company_id, user_id, uploaded_at DESC, id DESC)`);
    // duplicate_file: the same bytes uploaded for another user of the company.
    await db.query(`CREATE INDEX documents_company_sha256 ON documents (company_id, sha256)`);
    // The retention purge of files, oldest first; ON DELETE SET NULL finds an account's documents.
    await db.query(`CREATE INDEX documents_file_retention ON documents (uploaded_at) WHERE file IS NOT NULL`);
    await db.query(`CREATE INDEX documents_account ON documents (account_id) WHERE account_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE documents`);
  }
}
