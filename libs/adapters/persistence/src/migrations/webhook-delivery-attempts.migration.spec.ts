import { aCompany, anEvent, aWebhook } from '@gig/testing';
import { migrationSpecDatabase } from './migration.spec-setup';
import { WebhookDeliveryAttempts1763700000020 } from './1763700000020-webhook-delivery-attempts.migration';

const T0 = new Date('2026-03-01T09:00:00.000Z');

function describeDeliveryAttemptsMigration(name: string, postgresUrl?: string) {
  describe(`Webhook delivery attempts migration: ${name}`, () => {
    const spec = migrationSpecDatabase(postgresUrl);
    const { migrate, query } = spec;

    async function aDelivery() {
      const company = aCompany();
      await spec.db.repositories.companies.create(company);
      const webhook = aWebhook(company);
      await spec.db.repositories.webhooks.create(webhook);
      await spec.db.repositories.outbox.record(anEvent(company));
      const { deliveries } = await spec.db.repositories.webhookDeliveries.list(company.id, webhook.id, { page: 1, itemsPerPage: 10 });
      return { company, webhook, deliveryId: deliveries[0].id };
    }

    it('goes down and up again around the deliveries already queued, which then have an empty attempt log', async () => {
      const { company, webhook, deliveryId } = await aDelivery();
      const migration = new WebhookDeliveryAttempts1763700000020();
      await migrate((runner) => migration.down(runner));
      expect(await spec.db.repositories.webhookDeliveries.list(company.id, webhook.id, { page: 1, itemsPerPage: 10 })).toMatchObject({ total: 1 });
      await migrate((runner) => migration.up(runner));
      expect(await spec.db.repositories.webhookDeliveries.find(company.id, webhook.id, deliveryId)).toMatchObject({ id: deliveryId, attemptLog: [] });
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
