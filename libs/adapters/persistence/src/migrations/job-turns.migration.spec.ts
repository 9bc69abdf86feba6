import { anAccount, aReport, NO_REPORT_LIMITS, seedUser } from '@gig/testing';
import { migrationSpecDatabase } from './migration.spec-setup';
import { JobTurns1763700000021 } from './1763700000021-job-turns.migration';

const T0 = new Date('2026-03-01T09:00:00.000Z');

function describeJobTurnsMigration(name: string, postgresUrl?: string) {
  describe(`JobTurns migration: ${name}`, () => {
    const spec = migrationSpecDatabase(postgresUrl);
    const migration = new JobTurns1763700000021();

    it('gives the jobs queued before it their subject’s company and their kind’s priority, which the claim then orders by', async () => {
      const { company, user } = await seedUser(spec.db.repositories);
      const account = anAccount(user);
      await spec.db.repositories.accounts.create(account);
      const report = aReport(user);
      await spec.db.repositories.reports.createWithin(report, NO_REPORT_LIMITS);
      await spec.migrate((runner) => migration.down(runner));
      await spec.query(`INSERT INTO jobs (kind, report_id, run_at) VALUES ('generate_report', $1, $2::timestamptz)`, [report.id, T0.toISOString()]);
      await spec.query(`INSERT INTO jobs (kind, account_id, run_at) VALUES ('retrieve_account_data', $1, $2::timestamptz)`, [account.id, new Date(T0.getTime() + 1).toISOString()]);
      await spec.migrate((runner) => migration.up(runner));
      expect(await spec.query(`SELECT kind, company_id::text AS company_id, priority FROM jobs ORDER BY id`)).toEqual([
        { kind: 'generate_report', company_id: company.id, priority: 1 },
        { kind: 'retrieve_account_data', company_id: company.id, priority: 0 },
      ]);
      const later = new Date(T0.getTime() + 1_000);
      expect(await spec.db.repositories.jobs.claim('worker-1', later, 60_000)).toMatchObject({ kind: 'retrieve_account_data', subjectId: account.id });
      expect(await spec.db.repositories.jobs.claim('worker-1', later, 60_000)).toMatchObject({ kind: 'generate_report', subjectId: report.id });
    });
  });
}

describeJobTurnsMigration('embedded PGlite');
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeJobTurnsMigration('PostgreSQL', postgresUrl);
