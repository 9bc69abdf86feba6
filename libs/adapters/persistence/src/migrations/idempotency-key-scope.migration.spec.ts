import type { QueryRunner } from 'typeorm';
import { Database, openDatabase } from '../data-source/open-database';
import { IdempotencyKeyScope1763700000014 } from './1763700000014-idempotency-key-scope.migration';
import { RetentionIndexes1763700000015 } from './1763700000015-retention-indexes.migration';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const RETENTION_INDEXES = ['sign_in_attempts_window_ends_at', 'webhook_deliveries_finished', 'webhook_events_occurred_at'];

describe('IdempotencyKeyScope and RetentionIndexes migrations (embedded PGlite)', () => {
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

  const primaryKey = async () =>
    ((await runner.query(
      `SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = 'idempotency_keys'::regclass AND i.indisprimary ORDER BY a.attname`,
    )) as { attname: string }[]).map((row) => row.attname);

  it('re-keys idempotency keys by scope, dropping the company-wide rows it cannot attribute, and goes down and up again', async () => {
    expect(await primaryKey()).toEqual(['key', 'scope']);
    const migration = new IdempotencyKeyScope1763700000014();
    await migration.down(runner);
    expect(await primaryKey()).toEqual(['company_id', 'key']);
    await runner.query(`INSERT INTO idempotency_keys (company_id, key, request_hash, created_at) VALUES (gen_random_uuid(), 'k', 'h', now())`);
    await migration.up(runner);
    expect(await primaryKey()).toEqual(['key', 'scope']);
    expect(await runner.query(`SELECT count(*)::int AS n FROM idempotency_keys`)).toEqual([{ n: 0 }]);
  });

  it('adds the indexes the retention purges walk, and goes down and up again', async () => {
    const indexes = async () => ((await runner.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY ($1) ORDER BY indexname`, [RETENTION_INDEXES])) as { indexname: string }[]).map((r) => r.indexname);
    expect(await indexes()).toEqual(RETENTION_INDEXES);
    const migration = new RetentionIndexes1763700000015();
    await migration.down(runner);
    expect(await indexes()).toEqual([]);
    await migration.up(runner);
    expect(await indexes()).toEqual(RETENTION_INDEXES);
  });
});
