import { migrationSpecRunner } from './migration.spec-setup';
import { IdempotencyKeyScope1763700000014 } from './1763700000014-idempotency-key-scope.migration';
import { RetentionIndexes1763700000015 } from './1763700000015-retention-indexes.migration';

const RETENTION_INDEXES = ['sign_in_attempts_window_ends_at', 'webhook_deliveries_finished', 'webhook_events_occurred_at'];

describe('IdempotencyKeyScope and RetentionIndexes migrations (embedded PGlite)', () => {
  const spec = migrationSpecRunner();

  const primaryKey = async () =>
    ((await spec.runner.query(
      `SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = 'idempotency_keys'::regclass AND i.indisprimary ORDER BY a.attname`,
    )) as { attname: string }[]).map((row) => row.attname);

  it('re-keys idempotency keys by scope, dropping the company-wide rows it cannot attribute, and goes down and up again', async () => {
    expect(await primaryKey()).toEqual(['key', 'scope']);
    const migration = new IdempotencyKeyScope1763700000014();
    await migration.down(spec.runner);
    expect(await primaryKey()).toEqual(['company_id', 'key']);
    await spec.runner.query(`INSERT INTO idempotency_keys (company_id, key, request_hash, created_at) VALUES (gen_random_uuid(), 'k', 'h', now())`);
    await migration.up(spec.runner);
    expect(await primaryKey()).toEqual(['key', 'scope']);
    expect(await spec.runner.query(`SELECT count(*)::int AS n FROM idempotency_keys`)).toEqual([{ n: 0 }]);
  });

  it('adds the indexes the retention purges walk, and goes down and up again', async () => {
    const indexes = async () => ((await spec.runner.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY ($1) ORDER BY indexname`, [RETENTION_INDEXES])) as { indexname: string }[]).map((r) => r.indexname);
    expect(await indexes()).toEqual(RETENTION_INDEXES);
    const migration = new RetentionIndexes1763700000015();
    await migration.down(spec.runner);
    expect(await indexes()).toEqual([]);
    await migration.up(spec.runner);
    expect(await indexes()).toEqual(RETENTION_INDEXES);
  });
});
