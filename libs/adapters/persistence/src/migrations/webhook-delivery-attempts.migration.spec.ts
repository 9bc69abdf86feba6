import type { QueryRunner } from 'typeorm';
import { aCompany, anEvent, aWebhook, CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { openTestDatabase, TestDatabase } from '../testing/test-database';
import { WebhookDeliveryAttempts1763700000020 } from './1763700000020-webhook-delivery-attempts.migration';

const T0 = new Date('2026-03-01T09:00:00.000Z');

function describeDeliveryAttemptsMigration(name: string, postgresUrl?: string) {
  describe(`Webhook delivery attempts migration: ${name}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openTestDatabase(postgresUrl);
    }, OPEN_BUDGET_MS);
    beforeEach(() => db.truncate(), RESET_BUDGET_MS);
    afterAll(() => db.close(), CLOSE_BUDGET_MS);

    /** A runner only while migrating: PGlite's one connection is the runner's until it is released. */
    async function migrate(step: (runner: QueryRunner) => Promise<void>) {
      const runner = db.dataSource.createQueryRunner();
      try {
        await step(runner);
      } finally {
        await runner.release();
      }
    }
    const query = (sql: string, parameters: unknown[] = []) => db.dataSource.query(sql, parameters);

    async function aDelivery() {
      const company = aCompany();
      await db.repositories.companies.create(company);
      const webhook = aWebhook(company);
      await db.repositories.webhooks.create(webhook);
      await db.repositories.outbox.record(anEvent(company));
      const { deliveries } = await db.repositories.webhookDeliveries.list(company.id, webhook.id, { page: 1, itemsPerPage: 10 });
      return { company, webhook, deliveryId: deliveries[0].id };
    }

    it('goes down and up again around the deliveries already queued, which then have an empty attempt log', async () => {
      const { company, webhook, deliveryId } = await aDelivery();
      const migration = new WebhookDeliveryAttempts1763700000020();
      await migrate((runner) => migration.down(runner));
      expect(await db.repositories.webhookDeliveries.list(company.id, webhook.id, { page: 1, itemsPerPage: 10 })).toMatchObject({ total: 1 });
      await migrate((runner) => migration.up(runner));
      expect(await db.repositories.webhookDeliveries.find(company.id, webhook.id, deliveryId)).toMatchObject({ id: deliveryId, attemptLog: [] });
    });

    it('refuses an attempt with both a status and a failure kind, or neither, and deletes attempts with their delivery', async () => {
      const { deliveryId } = await aDelivery();
      const insert = (attempt: number, status: number | null, failure: string | null) =>
        query(`INSERT INTO webhook_delivery_attempts (delivery_id, attempt, attempted_at, duration_ms, http_status, failure) VALUES ($1, $2, $3, 5, $4, $5)`, [
          deliveryId, attempt, T0.toISOString(), status, failure,
        ]);
      await expect(insert(1, 500, 'timeout')).rejects.toThrow(/check/i);
      await expect(insert(1, null, null)).rejects.toThrow(/check/i);
      await insert(1, 500, null);
      await insert(2, null, 'timeout');
      await expect(insert(2, 200, null)).rejects.toThrow(/duplicate|unique/i);
      await query(`DELETE FROM webhook_deliveries WHERE id = $1`, [deliveryId]);
      expect(await query(`SELECT count(*)::int AS n FROM webhook_delivery_attempts`)).toEqual([{ n: 0 }]);
    });
  });
}

describeDeliveryAttemptsMigration('embedded PGlite');

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describeDeliveryAttemptsMigration('PostgreSQL', postgresUrl);
