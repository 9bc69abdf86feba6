import type { DailyEarning } from '@gig/domain';
import { anAccount, seedUser } from '@gig/testing';
import { migrationSpecDatabase } from './migration.spec-setup';
import { DailyEarningsVacuum1763700000019 } from './1763700000019-daily-earnings-vacuum.migration';

const TUNED = ['autovacuum_vacuum_insert_scale_factor=0.01', 'autovacuum_vacuum_scale_factor=0.01', 'autovacuum_analyze_scale_factor=0.02'];

function describeDailyEarningsVacuumMigration(name: string, postgresUrl?: string) {
  describe(`DailyEarningsVacuum migration: ${name}`, () => {
    const spec = migrationSpecDatabase(postgresUrl);
    const { migrate } = spec;
    const reloptions = async () =>
      ((await spec.db.dataSource.query(`SELECT coalesce(reloptions, '{}') AS options FROM pg_class WHERE oid = 'daily_earnings'::regclass`)) as { options: string[] }[])[0].options;

    it('tunes autovacuum on daily_earnings, goes down and up again, and keeps the days readable and upserts working', async () => {
      const { company, user } = await seedUser(spec.db.repositories);
      const account = anAccount(user);
      await spec.db.repositories.accounts.create(account);
      const day = (earningDate: string, amountCents: number): DailyEarning => ({ accountId: account.id, earningDate, amountCents, currency: 'mxn', countTrips: 4 });
      await spec.db.repositories.earnings.upsert([day('2025-03-01', 1_250), day('2025-03-02', 9_007_199_254_740_991)]);
      const read = async () => (await spec.db.repositories.earnings.findForUser(company.id, { userId: user.id }, { start: '2025-01-01', end: '2025-12-31' }))?.rows;
      const before = await read();
      expect(before).toEqual([day('2025-03-01', 1_250), day('2025-03-02', 9_007_199_254_740_991)]);
      expect([...(await reloptions())].sort()).toEqual([...TUNED].sort());

      const migration = new DailyEarningsVacuum1763700000019();
      await migrate((runner) => migration.down(runner));
      expect(await reloptions()).toEqual([]);
      expect(await read()).toEqual(before);
      await migrate((runner) => migration.up(runner));
      expect([...(await reloptions())].sort()).toEqual([...TUNED].sort());
      expect(await read()).toEqual(before);

      expect(await spec.db.repositories.earnings.upsert([day('2025-03-01', 1_300), day('2025-03-02', 9_007_199_254_740_991), day('2025-03-03', 5)])).toBe(2);
      expect(await read()).toEqual([day('2025-03-01', 1_300), day('2025-03-02', 9_007_199_254_740_991), day('2025-03-03', 5)]);
    });
  });
}

describeDailyEarningsVacuumMigration('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeDailyEarningsVacuumMigration('PostgreSQL', postgresUrl);
