import { anAccount, seedUser } from '@gig/testing';
import { migrationSpecDatabase } from './migration.spec-setup';
import { DocumentEvents1763700000027 } from './1763700000027-document-events.migration';

function describeDocumentEventsMigration(name: string, postgresUrl?: string) {
  describe(`Document events and account sources migration: ${name}`, () => {
    const spec = migrationSpecDatabase(postgresUrl);
    const { migrate, query } = spec;

    it('gives every account there is the source connection, refuses another, and goes down and up again', async () => {
      const { user } = await seedUser(spec.db.repositories);
      const migration = new DocumentEvents1763700000027();
      await migrate((runner) => migration.down(runner));
      const account = anAccount(user);
      await query(
        `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, status, refresh_enabled, created_at, updated_at)
         VALUES ($1, $2, $3, 'uber', 'mx', 'before@example.com', 'success', true, now(), now())`,
        [account.id, user.companyId, user.id],
      );
      await migrate((runner) => migration.up(runner));
      expect(await spec.db.repositories.accounts.findAnyById(account.id)).toMatchObject({ source: 'connection' });
      await expect(query(`UPDATE accounts SET source = 'upload' WHERE id = $1`, [account.id])).rejects.toThrow(/check/i);
      await expect(query(`INSERT INTO webhook_events (id, company_id, action, occurred_at, risk_level) VALUES (gen_random_uuid(), $1, 'document.processed', now(), 'severe')`, [user.companyId]))
        .rejects.toThrow(/check/i);
      await spec.db.repositories.accounts.create(anAccount(user, { platform: 'imss', identifier: 'GOMJ850312HDFRRN04', source: 'document' }));
      expect((await spec.db.repositories.accounts.listByUser(user.companyId, user.id)).map((a) => a.source).sort()).toEqual(['connection', 'document']);
    });
  });
}

describeDocumentEventsMigration('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeDocumentEventsMigration('PostgreSQL', postgresUrl);
