import { aReport, anOutcome, NO_REPORT_LIMITS, seedUser, CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import type { ReportDayLimits } from '@gig/domain';
import type { Database } from '../data-source/open-database';
import { openTestDatabase, TestDatabase } from '../testing/test-database';

/**
 * Two server processes each have their own pool: the limit and the single completion must hold across them, not only
 * within one. PGlite has a single connection and no second process, so there both "processes" are the one database.
 */
function describeAcrossProcesses(name: string, postgresUrl?: string) {
  describe(`TypeOrmReportRepository across two processes: ${name}`, () => {
    let db: TestDatabase;
    let other: Database;
    let second: Database | null;
    beforeAll(async () => {
      db = await openTestDatabase(postgresUrl);
      second = await db.secondConnection();
      other = second ?? db;
    }, OPEN_BUDGET_MS);
    beforeEach(() => db.truncate(), RESET_BUDGET_MS);
    afterAll(async () => {
      await second?.close();
      await db.close();
    }, CLOSE_BUDGET_MS);

    it('stores exactly a worker’s cap, and a company’s, when both processes create at once', async () => {
      // Enough calls to catch a race: with a count read before the insert and no lock, 64 and 66 of 120 were stored on PostgreSQL.
      const { user } = await seedUser(db.repositories);
      const create = (database: Database, limits: ReportDayLimits, externalId = 'worker-7') => database.repositories.reports.createWithin(aReport(user, { externalId }), limits);
      const stored = await Promise.all(Array.from({ length: 120 }, (_, i) => create(i % 2 === 0 ? db : other, { perWorker: 60, perCompany: 1_000 })));
      expect(stored.filter((outcome) => outcome === 'created')).toHaveLength(60);
      expect((await other.repositories.reports.listForUser(user.companyId, user.id, { page: 1, itemsPerPage: 50 })).total).toBe(60);
      const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => create(i % 2 === 0 ? db : other, { perWorker: 1_000, perCompany: 80 }, `worker-${i % 4}`)));
      expect(spread.filter((outcome) => outcome === 'created')).toHaveLength(20);
    }, 60_000);

    it('lets one completion win when both processes complete the same report', async () => {
      const { user } = await seedUser(db.repositories);
      const report = aReport(user);
      await db.repositories.reports.createWithin(report, NO_REPORT_LIMITS);
      const outcomes = [anOutcome(), anOutcome()];
      const won = await Promise.all([db.repositories.reports.complete(report.id, outcomes[0]), other.repositories.reports.complete(report.id, outcomes[1])]);
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(await db.repositories.reports.findPdf(user.companyId, report.id)).toEqual(outcomes[won.indexOf(true)].pdf);
    });
  });
}

describeAcrossProcesses('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeAcrossProcesses('PostgreSQL', postgresUrl);
