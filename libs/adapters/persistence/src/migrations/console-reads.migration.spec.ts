import type { QueryRunner } from 'typeorm';
import { Database, openDatabase } from '../data-source/open-database';
import { ConsoleReads1763700000012 } from './1763700000012-console-reads.migration';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const INDEXES = ['accounts_company_created', 'accounts_company_status', 'accounts_company_warning', 'users_company_created', 'users_company_external_id_prefix'];

describe('ConsoleReads migration (embedded PGlite)', () => {
  let db: Database;
  let runner: QueryRunner;

  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: null });
    runner = db.dataSource.createQueryRunner();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await runner.release();
    await db.close();
  }, CLOSE_BUDGET_MS);

  const state = async () => ({
    indexes: ((await runner.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY ($1) ORDER BY indexname`, [INDEXES])) as { indexname: string }[]).map((r) => r.indexname),
    lastUsed: ((await runner.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'api_keys' AND column_name = 'last_used_at'`)) as { n: number }[])[0].n,
  });

  it('adds the console’s indexes and api_keys.last_used_at, and goes down and up again', async () => {
    expect(await state()).toEqual({ indexes: INDEXES, lastUsed: 1 });
    const migration = new ConsoleReads1763700000012();
    await migration.down(runner);
    expect(await state()).toEqual({ indexes: [], lastUsed: 0 });
    await migration.up(runner);
    expect(await state()).toEqual({ indexes: INDEXES, lastUsed: 1 });
  });
});
