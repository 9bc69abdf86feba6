import { aDocument, anUnreadableDocument, seedUser } from '@gig/testing';
import { migrationSpecDatabase } from './migration.spec-setup';
import { Documents1763700000026 } from './1763700000026-documents.migration';
import { storedJson } from '../schema/document.rows';

function describeDocumentsMigration(name: string, postgresUrl?: string) {
  describe(`Documents migration: ${name}`, () => {
    const spec = migrationSpecDatabase(postgresUrl);
    const { migrate, query } = spec;
    const tables = async () => ((await query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'documents' AND table_schema = current_schema()`,
    )) as { n: number }[])[0].n;

    it('goes down and up again', async () => {
      const migration = new Documents1763700000026();
      await migrate((runner) => migration.down(runner));
      expect(await tables()).toBe(0);
      await migrate((runner) => migration.up(runner));
      expect(await tables()).toBe(1);
    });

    it('refuses a processed document without its data, an unreadable one with data, and a file both held and purged', async () => {
      const { user } = await seedUser(spec.db.repositories);
      const insert = (status: string, reason: string | null, extracted: string | null, purgedAt: string | null) => query(
        `INSERT INTO documents (id, company_id, user_id, type, status, reason, sha256, size, uploaded_at, uploaded_by, sandbox, extracted, risk,
                                risk_level, file, file_purged_at)
         VALUES (gen_random_uuid(), $1, $2, 'imss_constancia', $3, $4, repeat('a', 64), 10, now(), 'lender', false, $5::jsonb,
                 CASE WHEN $5::jsonb IS NULL THEN NULL ELSE '{}'::jsonb END, CASE WHEN $5::jsonb IS NULL THEN NULL ELSE 'low' END,
                 CASE WHEN $6::timestamptz IS NULL THEN '\\x01'::bytea END, $6::timestamptz)`,
        [user.companyId, user.id, status, reason, extracted, purgedAt],
      );
      const data = storedJson(aDocument(user).extracted);
      await expect(insert('processed', null, null, null)).rejects.toThrow(/documents_outcome_check/);
      await expect(insert('unreadable', 'not_a_pdf', data, null)).rejects.toThrow(/documents_outcome_check/);
      await insert('processed', null, data, null);
      await insert('unreadable', 'encrypted', null, new Date().toISOString());
      await expect(query(`UPDATE documents SET file_purged_at = now() WHERE file IS NOT NULL`)).rejects.toThrow(/documents_file_check/);
      await spec.db.repositories.documents.create(anUnreadableDocument(user), Uint8Array.from([1]));
    });
  });
}

describeDocumentsMigration('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeDocumentsMigration('PostgreSQL', postgresUrl);
