import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `daily_earnings` stays one table: the aggregated read is an index-only scan of its covering primary key,
 * whose cost does not grow with the table (docs/daily-earnings-scale.md). It skips the heap only for rows
 * autovacuum has marked all-visible, and by default autovacuum waits for inserts worth 20% of the table
 * (73 days of syncs at a year of history), each unmarked row then costing a heap page. At 1% (under 4 days)
 * the recent days, the most read, stay index-only. PGlite keeps the settings (it has no autovacuum).
 */
const SETTINGS = {
  autovacuum_vacuum_insert_scale_factor: '0.01',
  autovacuum_vacuum_scale_factor: '0.01',
  autovacuum_analyze_scale_factor: '0.02',
};

export class DailyEarningsVacuum1763700000019 implements MigrationInterface {
  name = 'DailyEarningsVacuum1763700000019';

  async up(db: QueryRunner): Promise<void> {
    const list = Object.entries(SETTINGS).map(([name, value]) => `${name} = ${value}`);
    await db.query(`ALTER TABLE daily_earnings SET (${list.join(', ')})`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE daily_earnings RESET (${Object.keys(SETTINGS).join(', ')})`);
  }
}
