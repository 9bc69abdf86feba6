import { itCreatesWithinTheCompanyLimit } from './company-limit.contract';
import { itKeepsACompanysOwn } from './company-owned.contract';
import { MakePersistenceHarness, twoCompaniesIn, useHarness } from './persistence-harness';
import { anEvent, aWebhook, T0 } from './webhook.fixtures';

export function describeWebhookRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`WebhookRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    itKeepsACompanysOwn('keeps a subscription exactly, lists a company’s oldest first, and hides another company’s', harness, (repos) => repos.webhooks, (mine, theirs) => ({
      listed: [
        aWebhook(mine, { events: ['login.success', 'earnings.updated'], widgetId: 'flow-1' }),
        aWebhook(mine, { createdAt: new Date(T0.getTime() + 1_000), updatedAt: new Date(T0.getTime() + 1_000), signRequest: false }),
      ],
      other: aWebhook(theirs),
    }));

    itCreatesWithinTheCompanyLimit(harness, (repos) => repos.webhooks, (company) => aWebhook(company));

    it('changes only the fields given; turning a subscription back on ends its failure streak', async () => {
      const { repos, mine, theirs } = await twoCompaniesIn(harness);
      const webhook = aWebhook(mine, { isActive: false, failingSince: T0 });
      await repos.webhooks.create(webhook);
      const later = new Date(T0.getTime() + 60_000);
      expect(await repos.webhooks.update(theirs.id, webhook.id, { name: 'stolen' }, later)).toBeNull();
      const renamed = await repos.webhooks.update(mine.id, webhook.id, { name: 'Renamed', events: ['user.created'], sealedSecret: 'rotated' }, later);
      expect(renamed).toEqual({ ...webhook, name: 'Renamed', events: ['user.created'], sealedSecret: 'rotated', updatedAt: later });
      const back = await repos.webhooks.update(mine.id, webhook.id, { isActive: true, events: null, widgetId: null }, later);
      expect(back).toMatchObject({ isActive: true, failingSince: null, events: null, name: 'Renamed' });
    });

    it('deletes a company’s subscription only, with its deliveries', async () => {
      const { repos, mine, theirs } = await twoCompaniesIn(harness);
      const webhook = aWebhook(mine);
      await repos.webhooks.create(webhook);
      await repos.outbox.recordFor(anEvent(mine, 'webhook.test'), webhook.id);
      expect(await repos.webhooks.delete(theirs.id, webhook.id)).toBe(false);
      expect((await repos.webhookDeliveries.list(mine.id, webhook.id, { page: 1, itemsPerPage: 10 })).total).toBe(1);
      expect(await repos.webhooks.delete(mine.id, webhook.id)).toBe(true);
      expect(await repos.webhooks.delete(mine.id, webhook.id)).toBe(false);
      expect(await repos.webhooks.list(mine.id)).toEqual([]);
      expect(await repos.webhookDeliveries.nextDueAt()).toBeNull();
      expect(await repos.webhookDeliveries.claim('d-1', new Date('2030-01-01T00:00:00.000Z'), 30_000, 10)).toEqual([]);
    });
  });
}
