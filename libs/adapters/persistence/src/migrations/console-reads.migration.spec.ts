import { migrationSpecRunner } from './migration.spec-setup';
import { ConsoleReads1763700000012 } from './1763700000012-console-reads.migration';

const INDEXES = ['accounts_company_created', 'accounts_company_status', 'accounts_company_warning', 'users_company_created', 'users_company_external_id_prefix'];

describe('ConsoleReads migration (embedded PGlite)', () => {
  const spec = migrationSpecRunner();

  const state = async () => ({
    indexes: ((await spec.runner.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY ($1) ORDER BY indexname`, [INDEXES])) as { indexname: string }[]).map((r) => r.indexname),
    lastUsed: ((await spec.runner.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'api_keys' AND column_name = 'last_used_at'`)) as { n: number }[])[0].n,
  });

  it('adds the console’s indexes and api_keys.last_used_at, and goes down and up again', async () => {
    expect(await state()).toEqual({ indexes: INDEXES, lastUsed: 1 });
    const migration = new ConsoleReads1763700000012();
    await migration.down(spec.runner);
    expect(await state()).toEqual({ indexes: [], lastUsed: 0 });
    await migration.up(spec.runner);
    expect(await state()).toEqual({ indexes: INDEXES, lastUsed: 1 });
  });
});
