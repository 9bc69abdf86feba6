import { randomUUID } from 'node:crypto';
import { anAccount, aReport, anOutcome, NO_REPORT_LIMITS, seedUser } from '@gig/testing';
import { migrationSpecDatabase } from './migration.spec-setup';
import { Reports1763700000016 } from './1763700000016-reports.migration';
import { ReportEnvironment1763700000024 } from './1763700000024-report-environment.migration';

const T0 = new Date('2026-03-01T09:00:00.000Z');

function describeReportsMigration(name: string, postgresUrl?: string) {
  describe(`Reports migration: ${name}`, () => {
    const spec = migrationSpecDatabase(postgresUrl);
    const { migrate, query } = spec;

    async function aUserWithReport() {
      const { company, user } = await seedUser(spec.db.repositories);
      const account = anAccount(user);
      await spec.db.repositories.accounts.create(account);
      const report = aReport(user);
      await spec.db.repositories.reports.createWithin(report, NO_REPORT_LIMITS);
      return { company, user, account, report };
    }

    const count = async (sql: string, parameters: unknown[] = []) => ((await query(sql, parameters)) as { n: number }[])[0].n;

    it('goes down and up again keeping the account jobs queued, which are claimed as before', async () => {
      const { account, report } = await aUserWithReport();
      await spec.db.repositories.jobs.enqueue('retrieve_account_data', account.id, T0);
      await spec.db.repositories.jobs.enqueue('generate_report', report.id, T0);
      const migration = new Reports1763700000016();
      await migrate((runner) => migration.down(runner));
      expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE account_id = $1`, [account.id])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'reports' AND table_schema = current_schema()`)).toBe(0);
      // Up again with the later migrations that change the table, so the schema is the current one for the next tests.
      await migrate(async (runner) => {
        await migration.up(runner);
        await new ReportEnvironment1763700000024().up(runner);
      });
      expect(await spec.db.repositories.jobs.claim('worker-1', T0, 60_000)).toMatchObject({ kind: 'retrieve_account_data', subjectId: account.id, attempts: 1 });
      expect(await spec.db.repositories.jobs.claim('worker-1', T0, 60_000)).toBeNull();
    });

    it('refuses a job naming no subject, both, or the wrong one for its kind', async () => {
      const { company, account, report } = await aUserWithReport();
      const insert = (kind: string, accountId: string | null, reportId: string | null) =>
        query(`INSERT INTO jobs (kind, account_id, report_id, company_id, priority, run_at) VALUES ($1, $2, $3, $4, 0, now())`, [kind, accountId, reportId, company.id]);
      await expect(insert('generate_report', account.id, null)).rejects.toThrow(/jobs_subject_check/);
      await expect(insert('generate_report', account.id, report.id)).rejects.toThrow(/jobs_subject_check/);
      await expect(insert('retrieve_account_data', null, report.id)).rejects.toThrow(/jobs_subject_check/);
      await expect(insert('retrieve_account_data', null, null)).rejects.toThrow(/jobs_subject_check/);
    });

    it('refuses an incoherent report: a tombstone holding its PDF, a ready one without a PDF hash, a malformed hash', async () => {
      const { company, report } = await aUserWithReport();
      const outcome = anOutcome();
      await spec.db.repositories.reports.complete(report.id, outcome);
      const update = (set: string) => query(`UPDATE reports SET ${set} WHERE id = $1`, [report.id]);
      await expect(update(`validity = 'revoked', ended_at = now()`)).rejects.toThrow(/reports_tombstone_check/);
      await expect(update(`pdf_sha256 = NULL, pdf = NULL`)).rejects.toThrow(/reports_ready_pdf_check/);
      await expect(update(`data_sha256 = 'ABC'`)).rejects.toThrow(/data_sha256_check/);
      await expect(update(`status = 'generating'`)).rejects.toThrow(/reports_outcome_check/);
      expect(await spec.db.repositories.reports.find(company.id, report.id)).toMatchObject({ status: 'ready', dataSha256: outcome.dataSha256 });
    });

    it('deletes a company’s reports, live ones included, with the company, and a report’s jobs with the report', async () => {
      const { company, report } = await aUserWithReport();
      const other = await aUserWithReport();
      await spec.db.repositories.jobs.enqueue('generate_report', report.id, T0);
      await spec.db.repositories.jobs.enqueue('generate_report', other.report.id, T0);
      await query(`DELETE FROM reports WHERE id = $1`, [other.report.id]);
      expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE report_id = $1`, [other.report.id])).toBe(0);
      await query(`DELETE FROM companies WHERE id = $1`, [company.id]);
      expect(await count(`SELECT count(*)::int AS n FROM reports`)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM jobs`)).toBe(0);
      expect(await spec.db.repositories.reports.verify(report.id)).toBeNull();
      expect(await spec.db.repositories.reports.verify(randomUUID())).toBeNull();
    });
  });
}

describeReportsMigration('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeReportsMigration('PostgreSQL', postgresUrl);
