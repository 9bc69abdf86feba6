import { randomUUID } from 'node:crypto';
import type { AttemptOutcome } from '@gig/domain';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';
import { aWebhook, anEvent, at, LEASE_MS, subscribed, ANSWERED } from './webhook.fixtures';

const FAILED: AttemptOutcome = { status: 'failed', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: null, ...ANSWERED };
const DAY = 86_400_000;

export function describeAccountTimelineContract(name: string, make: MakePersistenceHarness): void {
  describe(`AccountTimeline and delivery resend contract: ${name}`, () => {
    const harness = useHarness(make);

    async function history() {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const second = aWebhook(company, { name: 'Audit', events: ['account.connected'] });
      await repos.webhooks.create(second);
      const accountId = randomUUID();
      const events = [
        anEvent(company, 'login.created', { accountId, occurredAt: at(0), status: 'pending' }),
        anEvent(company, 'account.connected', { accountId, occurredAt: at(1) }),
        anEvent(company, 'login.success', { accountId, occurredAt: at(2) }),
      ];
      for (const event of events) await repos.outbox.record(event);
      await repos.outbox.record(anEvent(company, 'login.success', { occurredAt: at(3) }));
      return { repos, company, webhook, second, accountId, events };
    }

    it('tells an account’s events oldest first, each with its deliveries and how they stand, the latest `limit` only', async () => {
      const { repos, company, webhook, second, accountId, events } = await history();
      const [first] = await repos.webhookDeliveries.claim('d-1', at(10), LEASE_MS, 1);
      await repos.webhookDeliveries.finish(first.id, 'd-1', FAILED, at(20), DAY);
      const timeline = await repos.accountTimeline.list(company.id, accountId, 10);
      expect(timeline.map((entry) => entry.event)).toEqual(events);
      expect(timeline[0].deliveries).toEqual([{ webhookId: webhook.id, webhookName: 'Loans', status: 'failed', attempts: 1, lastHttpStatus: 500, lastAttemptAt: at(20) }]);
      expect(timeline[1].deliveries).toEqual([
        { webhookId: webhook.id, webhookName: 'Loans', status: 'pending', attempts: 0, lastHttpStatus: null, lastAttemptAt: null },
        { webhookId: second.id, webhookName: 'Audit', status: 'pending', attempts: 0, lastHttpStatus: null, lastAttemptAt: null },
      ]);
      expect((await repos.accountTimeline.list(company.id, accountId, 2)).map((entry) => entry.event.id)).toEqual([events[1].id, events[2].id]);
      expect(await repos.accountTimeline.list(aCompany().id, accountId, 10)).toEqual([]);
      expect(await repos.accountTimeline.list(company.id, 'not-a-uuid', 10)).toEqual([]);
    });

    it('keeps events without deliveries', async () => {
      const repos = harness().repositories;
      const company = aCompany();
      await repos.companies.create(company);
      const event = anEvent(company, 'account.created');
      await repos.outbox.record(event);
      expect(await repos.accountTimeline.list(company.id, event.accountId as string, 10)).toEqual([{ event, deliveries: [] }]);
    });

    it('queues one delivery of the company’s subscription again from its first attempt', async () => {
      const { repos, company, webhook, second } = await history();
      const [first] = await repos.webhookDeliveries.claim('d-1', at(10), LEASE_MS, 1);
      await repos.webhookDeliveries.finish(first.id, 'd-1', FAILED, at(20), DAY);
      expect(await repos.webhookDeliveries.resend(aCompany().id, webhook.id, first.id, at(30))).toBe(false);
      expect(await repos.webhookDeliveries.resend(company.id, second.id, first.id, at(30))).toBe(false);
      expect(await repos.webhookDeliveries.resend(company.id, webhook.id, '999999999', at(30))).toBe(false);
      expect(await repos.webhookDeliveries.resend(company.id, webhook.id, 'not-an-id', at(30))).toBe(false);
      expect(await repos.webhookDeliveries.resend(company.id, webhook.id, first.id, at(30))).toBe(true);
      const { deliveries } = await repos.webhookDeliveries.list(company.id, webhook.id, { page: 1, itemsPerPage: 10 });
      expect(deliveries.find((d) => d.id === first.id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: at(30), lastHttpStatus: null, lastAttemptAt: null });
      const again = await repos.webhookDeliveries.claim('d-2', at(30), LEASE_MS, 10);
      expect(again.find((d) => d.id === first.id)).toMatchObject({ attempts: 0, webhookId: webhook.id });
    });
  });
}
