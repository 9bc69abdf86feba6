import type { QueryRunner } from 'typeorm';
import { Database, openDatabase } from '../data-source/open-database';
import { WebhookDeliveryTurns1763700000013 } from './1763700000013-webhook-delivery-turns.migration';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

const INDEXES = ['webhook_deliveries_held', 'webhook_deliveries_turns'];

describe('WebhookDeliveryTurns migration (embedded PGlite)', () => {
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

  const indexes = async () =>
    ((await runner.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY ($1) ORDER BY indexname`, [INDEXES])) as { indexname: string }[]).map((r) => r.indexname);

  it('adds the fair claim’s indexes, and goes down and up again', async () => {
    expect(await indexes()).toEqual(INDEXES);
    const migration = new WebhookDeliveryTurns1763700000013();
    await migration.down(runner);
    expect(await indexes()).toEqual([]);
    await migration.up(runner);
    expect(await indexes()).toEqual(INDEXES);
  });
});
