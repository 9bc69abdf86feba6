import { migrationSpecRunner } from './migration.spec-setup';
import { WebhookDeliveryTurns1763700000013 } from './1763700000013-webhook-delivery-turns.migration';

const INDEXES = ['webhook_deliveries_held', 'webhook_deliveries_turns'];

describe('WebhookDeliveryTurns migration (embedded PGlite)', () => {
  const spec = migrationSpecRunner();

  const indexes = async () =>
    ((await spec.runner.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY ($1) ORDER BY indexname`, [INDEXES])) as { indexname: string }[]).map((r) => r.indexname);

  it('adds the fair claim’s indexes, and goes down and up again', async () => {
    expect(await indexes()).toEqual(INDEXES);
    const migration = new WebhookDeliveryTurns1763700000013();
    await migration.down(spec.runner);
    expect(await indexes()).toEqual([]);
    await migration.up(spec.runner);
    expect(await indexes()).toEqual(INDEXES);
  });
});
