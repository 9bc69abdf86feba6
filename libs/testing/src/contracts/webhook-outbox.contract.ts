import { randomUUID } from 'node:crypto';
import type { Company, Repositories, Webhook, WebhookAction, WebhookEvent } from '@gig/domain';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';
import { aWebhook } from './webhook.repository.contract';

export const T0 = new Date('2026-01-01T00:00:00.000Z');
export const LEASE_MS = 30_000;
export const at = (ms: number) => new Date(T0.getTime() + ms);

export function anEvent(company: Company, action: WebhookAction = 'login.success', overrides: Partial<WebhookEvent> = {}): WebhookEvent {
  return {
    id: randomUUID(), companyId: company.id, action, occurredAt: T0, userId: randomUUID(), externalId: 'worker-1', accountId: randomUUID(),
    platform: 'uber', status: 'success', statusDetails: null, warning: null, ...overrides,
  };
}

/** A company with one active subscription (taking `events`), stored. */
export async function subscribed(repos: Repositories, events: Webhook['events'] = null) {
  const company = aCompany();
  await repos.companies.create(company);
  const webhook = aWebhook(company, { events });
  await repos.webhooks.create(webhook);
  return { company, webhook };
}

export function describeWebhookOutboxContract(name: string, make: MakePersistenceHarness): void {
  describe(`WebhookOutbox contract: ${name}`, () => {
    const harness = useHarness(make);
    const claimAll = () => harness().repositories.webhookDeliveries.claim('d-1', at(60_000), LEASE_MS, 100);

    it('queues an event for each active subscription of its company that asks for the action', async () => {
      const repos = harness().repositories;
      const { company, webhook: all } = await subscribed(repos);
      const only = aWebhook(company, { events: ['user.created'] });
      const off = aWebhook(company, { isActive: false });
      const other = aCompany();
      await repos.companies.create(other);
      for (const webhook of [only, off, aWebhook(other)]) await repos.webhooks.create(webhook);
      const event = anEvent(company, 'login.success');
      await repos.outbox.record(event);
      await repos.outbox.record(anEvent(company, 'user.created', { accountId: null }));
      const claimed = await claimAll();
      expect(claimed.filter((d) => d.event.id === event.id)).toEqual([
        { id: expect.any(String), attempts: 0, event, webhookId: all.id, url: all.url, signRequest: true, sealedSecret: all.sealedSecret, environment: 'sandbox' },
      ]);
      expect(claimed.filter((d) => d.event.action === 'user.created').map((d) => d.webhookId).sort()).toEqual([all.id, only.id].sort());
    });

    it('records several events in one call, in the order given', async () => {
      const repos = harness().repositories;
      const { company } = await subscribed(repos);
      const accountId = randomUUID();
      const events = (['account.created', 'login.created', 'login.success'] as const).map((action) => anEvent(company, action, { accountId: randomUUID() }));
      await repos.outbox.record(...events);
      expect((await claimAll()).map((d) => d.event.action)).toEqual(['account.created', 'login.created', 'login.success']);
      await repos.outbox.record(anEvent(company, 'login.error', { accountId }), anEvent(company, 'login.incomplete', { accountId }));
      expect(await repos.outbox.latestForAccount(company.id, accountId)).toMatchObject({ action: 'login.incomplete' });
    });

    it('writes nothing when the transaction it belongs to fails', async () => {
      const repos = harness().repositories;
      const { company } = await subscribed(repos);
      const failing = harness().unitOfWork.run(async (tx) => {
        await tx.outbox.record(anEvent(company));
        throw new Error('the change failed');
      });
      await expect(failing).rejects.toThrow('the change failed');
      expect(await claimAll()).toEqual([]);
      expect(await repos.outbox.latestForAccount(company.id, randomUUID())).toBeNull();
    });

    it('queues a test event for one subscription only, and finds an account’s latest event', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const second = aWebhook(company);
      await repos.webhooks.create(second);
      await repos.outbox.recordFor(anEvent(company, 'webhook.test', { accountId: null, userId: null }), second.id);
      expect((await claimAll()).map((d) => [d.webhookId, d.event.action])).toEqual([[second.id, 'webhook.test']]);
      const accountId = randomUUID();
      const first = anEvent(company, 'login.created', { accountId });
      const latest = anEvent(company, 'login.success', { accountId });
      await repos.outbox.record(first);
      await repos.outbox.record(latest);
      expect(await repos.outbox.latestForAccount(company.id, accountId)).toEqual(latest);
      expect(await repos.outbox.latestForAccount(aCompany().id, accountId)).toBeNull();
      expect(webhook.id).not.toBe(second.id);
    });

    it('queues an earlier event again from its first attempt, keeping its id', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const event = anEvent(company);
      await repos.outbox.record(event);
      const [delivery] = await claimAll();
      await repos.webhookDeliveries.finish(delivery.id, 'd-1', { status: 'failed', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: null }, at(61_000), 86_400_000);
      await expect(repos.outbox.redeliver(event, at(120_000))).resolves.toBe(1);
      const again = await repos.webhookDeliveries.claim('d-2', at(120_000), LEASE_MS, 10);
      expect(again).toEqual([expect.objectContaining({ attempts: 0, webhookId: webhook.id, event })]);
    });
  });
}
