import { randomUUID } from 'node:crypto';
import type { Company, Webhook } from '@gig/domain';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';
import { anEvent, at, aWebhook, LEASE_MS, subscribed, ANSWERED } from './webhook.fixtures';

export function describeWebhookOutboxContract(name: string, make: MakePersistenceHarness): void {
  describe(`WebhookOutbox contract: ${name}`, () => {
    const harness = useHarness(make);
    const claimAll = () => harness().repositories.webhookDeliveries.claim('d-1', at(60_000), LEASE_MS, 100);
    const log = (company: Company, webhook: Webhook) => harness().repositories.webhookDeliveries.list(company.id, webhook.id, { page: 1, itemsPerPage: 50 });

    it('queues an event for each active subscription of its company that asks for the action, and for no other company', async () => {
      const repos = harness().repositories;
      const { company, webhook: all } = await subscribed(repos);
      const only = aWebhook(company, { events: ['user.created'] });
      const off = aWebhook(company, { isActive: false });
      const { company: other, webhook: theirs } = await subscribed(repos, null, aCompany({ name: 'Other', environment: 'live' }));
      for (const webhook of [only, off]) await repos.webhooks.create(webhook);
      const event = anEvent(company, 'login.success', { warning: 'banned', statusDetails: 'partial' });
      await repos.outbox.record(event);
      await repos.outbox.record(anEvent(company, 'user.created', { accountId: null }));
      const claimed = await claimAll();
      expect(claimed.filter((d) => d.event.id === event.id)).toEqual([
        { id: expect.any(String), attempts: 0, event, webhookId: all.id, url: all.url, signRequest: true, sealedSecret: all.sealedSecret, environment: 'sandbox' },
      ]);
      expect(claimed.filter((d) => d.event.action === 'user.created').map((d) => d.webhookId).sort()).toEqual([all.id, only.id].sort());
      expect(claimed.some((d) => d.webhookId === off.id || d.webhookId === theirs.id)).toBe(false);
      expect((await log(company, off)).total).toBe(0);
      const theirEvent = anEvent(other, 'account.created');
      await repos.outbox.record(theirEvent);
      expect(await claimAll()).toEqual([expect.objectContaining({ event: theirEvent, webhookId: theirs.id, environment: 'live' })]);
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

    it('writes the event and its deliveries with the unit of work they belong to, or not at all', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const lost = anEvent(company);
      const failing = harness().unitOfWork.run(async (tx) => {
        await tx.outbox.record(lost);
        expect(await tx.outbox.latestForAccount(company.id, lost.accountId as string)).toEqual(lost);
        throw new Error('the change failed');
      });
      await expect(failing).rejects.toThrow('the change failed');
      expect(await repos.outbox.latestForAccount(company.id, lost.accountId as string)).toBeNull();
      expect(await log(company, webhook)).toEqual({ deliveries: [], total: 0 });
      const kept = anEvent(company);
      await harness().unitOfWork.run((tx) => tx.outbox.record(kept));
      expect(await repos.outbox.latestForAccount(company.id, kept.accountId as string)).toEqual(kept);
      expect((await claimAll()).map((d) => d.event.id)).toEqual([kept.id]);
    });

    it('queues a test event for one subscription of the company only, and finds an account’s latest event', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const second = aWebhook(company, { isActive: false });
      await repos.webhooks.create(second);
      const { company: other, webhook: theirs } = await subscribed(repos, null, aCompany({ name: 'Other' }));
      await repos.outbox.recordFor(anEvent(company, 'webhook.test', { accountId: null, userId: null }), theirs.id);
      await repos.outbox.recordFor(anEvent(company, 'webhook.test', { accountId: null, userId: null }), second.id);
      expect((await log(company, second)).deliveries.map((d) => [d.event.action, d.status])).toEqual([['webhook.test', 'pending']]);
      expect((await log(company, webhook)).total).toBe(0);
      expect((await log(other, theirs)).total).toBe(0);
      const accountId = randomUUID();
      const first = anEvent(company, 'login.created', { accountId });
      const latest = anEvent(company, 'login.success', { accountId, occurredAt: at(-1) });
      await repos.outbox.record(first);
      await repos.outbox.record(latest);
      expect(await repos.outbox.latestForAccount(company.id, accountId)).toEqual(latest);
      expect(await repos.outbox.latestForAccount(other.id, accountId)).toBeNull();
    });

    it('keeps the report a report event is about, in the queue and the log, beside events without one', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const ready = anEvent(company, 'report.ready', { accountId: null, platform: null, status: null, reportId: randomUUID() });
      const failed = anEvent(company, 'report.failed', { accountId: null, platform: null, status: null, statusDetails: 'unable_to_generate_insights_pdf', reportId: randomUUID() });
      const plain = anEvent(company, 'user.created', { accountId: null });
      await repos.outbox.record(ready, failed, plain);
      expect((await claimAll()).map((d) => d.event)).toEqual([ready, failed, plain]);
      expect((await log(company, webhook)).deliveries.map((d) => d.event).sort((a, b) => a.id.localeCompare(b.id))).toEqual([ready, failed, plain].sort((a, b) => a.id.localeCompare(b.id)));
    });

    it('keeps who disconnected an account on account.disconnected, in the queue, the log and as the latest of the account', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const byWorker = anEvent(company, 'account.disconnected', { accountId: randomUUID(), status: 'disconnected', disconnectedBy: 'worker' });
      const byCompany = anEvent(company, 'account.disconnected', { accountId: randomUUID(), status: 'disconnected', disconnectedBy: 'company' });
      await repos.outbox.record(byWorker, byCompany);
      expect((await claimAll()).map((d) => d.event)).toEqual([byWorker, byCompany]);
      expect((await log(company, webhook)).deliveries.map((d) => d.event.disconnectedBy).sort()).toEqual(['company', 'worker']);
      expect(await repos.outbox.latestForAccount(company.id, byWorker.accountId ?? '')).toEqual(byWorker);
    });

    it('queues an earlier event again from its first attempt, keeping its id and log line, for each active subscription asking for it', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const event = anEvent(company, 'login.success', { occurredAt: at(5) });
      await repos.outbox.record(event);
      const [delivery] = await claimAll();
      await repos.webhookDeliveries.finish(delivery.id, 'd-1', { status: 'failed', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: null, ...ANSWERED }, at(61_000), 86_400_000);
      const later = aWebhook(company, { events: ['login.success'] });
      for (const subscription of [later, aWebhook(company, { isActive: false }), aWebhook(company, { events: ['user.created'] })]) await repos.webhooks.create(subscription);
      await expect(repos.outbox.redeliver(event, at(120_000))).resolves.toBe(2);
      expect((await log(company, webhook)).deliveries).toEqual([{
        id: delivery.id, event, webhookId: webhook.id, status: 'pending', attempts: 0, lastHttpStatus: null, lastError: null,
        nextAttemptAt: at(120_000), lastAttemptAt: null, createdAt: at(5),
      }]);
      const again = await repos.webhookDeliveries.claim('d-2', at(120_000), LEASE_MS, 10);
      expect(again.map((d) => [d.webhookId, d.attempts, d.event])).toEqual(expect.arrayContaining([[webhook.id, 0, event], [later.id, 0, event]]));
      expect(again).toHaveLength(2);
      await expect(repos.outbox.redeliver(anEvent(company), at(120_000))).resolves.toBe(0);
    });
  });
}
