import { randomUUID } from 'node:crypto';
import type { AttemptOutcome } from '@gig/domain';
import { MakePersistenceHarness, useHarness } from './persistence-harness';
import { ANSWERED, anEvent, at, aWebhook, LEASE_MS, subscribed } from './webhook.fixtures';

const DELIVERED: AttemptOutcome = { status: 'delivered', httpStatus: 204, error: null, nextAttemptAt: null, ...ANSWERED };
const failed = (retryAt: Date | null): AttemptOutcome => ({ status: retryAt ? 'pending' : 'failed', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: retryAt, ...ANSWERED });
const FIVE_DAYS = 5 * 86_400_000;

export function describeWebhookDeliveryQueueContract(name: string, make: MakePersistenceHarness): void {
  describe(`WebhookDeliveryQueue contract: ${name}`, () => {
    const harness = useHarness(make);
    const queue = () => harness().repositories.webhookDeliveries;

    async function withEvents(count: number, accountId: string | null = null) {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const events = Array.from({ length: count }, (_, i) => anEvent(company, 'login.success', { accountId: accountId ?? randomUUID(), occurredAt: at(i) }));
      for (const event of events) await repos.outbox.record(event);
      return { company, webhook, events };
    }

    it('hands out only due deliveries, oldest event first, and never the same one to two dispatchers', async () => {
      const { events } = await withEvents(6);
      expect(await queue().claim('d-1', at(-1), LEASE_MS, 10)).toEqual([]);
      const [a, b] = await Promise.all([queue().claim('d-1', at(10_000), LEASE_MS, 3), queue().claim('d-2', at(10_000), LEASE_MS, 3)]);
      const ids = [...a, ...b].map((d) => d.event.id);
      expect(new Set(ids).size).toBe(6);
      expect(a.map((d) => d.event.id)).toEqual([...a].sort((x, y) => x.event.occurredAt.getTime() - y.event.occurredAt.getTime()).map((d) => d.event.id));
      expect(ids.sort()).toEqual(events.map((e) => e.id).sort());
      expect(await queue().claim('d-3', at(10_000), LEASE_MS, 10)).toEqual([]);
    });

    it('hands a delivery whose lease ran out to another dispatcher, and refuses the first one’s late outcome', async () => {
      await withEvents(1);
      const [held] = await queue().claim('d-1', at(0), LEASE_MS, 10);
      expect(await queue().claim('d-2', at(LEASE_MS - 1), LEASE_MS, 10)).toEqual([]);
      const [taken] = await queue().claim('d-2', at(LEASE_MS), LEASE_MS, 10);
      expect(taken).toEqual({ ...held, attempts: 0 });
      expect(await queue().finish(held.id, 'd-1', DELIVERED, at(LEASE_MS + 1), FIVE_DAYS)).toEqual({ recorded: false, deactivated: false });
      expect(await queue().finish('not-an-id', 'd-2', DELIVERED, at(LEASE_MS + 1), FIVE_DAYS)).toEqual({ recorded: false, deactivated: false });
      expect(await queue().finish(held.id, 'd-2', DELIVERED, at(LEASE_MS + 1), FIVE_DAYS)).toEqual({ recorded: true, deactivated: false });
      expect(await queue().claim('d-3', at(FIVE_DAYS), LEASE_MS, 10)).toEqual([]);
    });

    it('keeps an account’s events in order: a later one waits for the earlier one’s first attempt, other accounts do not', async () => {
      const accountId = randomUUID();
      const { company, events } = await withEvents(2, accountId);
      const elsewhere = anEvent(company, 'login.success', { accountId: randomUUID(), occurredAt: at(5) });
      await harness().repositories.outbox.record(elsewhere);
      const first = await queue().claim('d-1', at(10), LEASE_MS, 10);
      expect(first.map((d) => d.event.id)).toEqual([events[0].id, elsewhere.id]);
      expect(await queue().claim('d-2', at(10), LEASE_MS, 10)).toEqual([]);
      await queue().finish(first[0].id, 'd-1', failed(at(60_000)), at(20), FIVE_DAYS);
      expect((await queue().claim('d-2', at(30), LEASE_MS, 10)).map((d) => d.event.id)).toEqual([events[1].id]);
    });

    it('retries at the time given, keeps the log newest first, and stops at failed', async () => {
      const { company, webhook, events } = await withEvents(2);
      const [one, two] = await queue().claim('d-1', at(10), LEASE_MS, 10);
      await queue().finish(one.id, 'd-1', failed(at(10_000)), at(1), FIVE_DAYS);
      await queue().finish(two.id, 'd-1', DELIVERED, at(1), FIVE_DAYS);
      expect(await queue().nextDueAt()).toEqual(at(10_000));
      expect(await queue().claim('d-1', at(9_999), LEASE_MS, 10)).toEqual([]);
      const [retry] = await queue().claim('d-1', at(10_000), LEASE_MS, 10);
      expect(retry).toMatchObject({ id: one.id, attempts: 1 });
      await queue().finish(retry.id, 'd-1', failed(null), at(10_001), FIVE_DAYS);
      expect(await queue().nextDueAt()).toBeNull();
      const log = await queue().list(company.id, webhook.id, { page: 1, itemsPerPage: 10 });
      expect(log.total).toBe(2);
      expect(log.deliveries.map((d) => [d.event.id, d.status, d.attempts, d.lastHttpStatus])).toEqual([
        [events[1].id, 'delivered', 1, 204],
        [events[0].id, 'failed', 2, 500],
      ]);
      expect(log.deliveries[1]).toMatchObject({ lastError: 'HTTP 500', lastAttemptAt: at(10_001), webhookId: webhook.id });
      expect(await queue().list(company.id, webhook.id, { page: 2, itemsPerPage: 1 })).toMatchObject({ total: 2, deliveries: [{ id: one.id }] });
      expect(await queue().list(randomUUID(), webhook.id, { page: 1, itemsPerPage: 10 })).toEqual({ deliveries: [], total: 0 });
    });

    it('turns a subscription off after five days of failures only, and sends nothing to it then', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await withEvents(3);
      const claimed = await queue().claim('d-1', at(10), LEASE_MS, 10);
      expect(await queue().finish(claimed[0].id, 'd-1', failed(at(1_000)), at(0), FIVE_DAYS)).toEqual({ recorded: true, deactivated: false });
      expect(await queue().finish(claimed[1].id, 'd-1', failed(at(FIVE_DAYS)), at(FIVE_DAYS - 1), FIVE_DAYS)).toEqual({ recorded: true, deactivated: false });
      expect((await repos.webhooks.find(company.id, webhook.id))?.failingSince).toEqual(at(0));
      expect(await queue().finish(claimed[2].id, 'd-1', failed(at(FIVE_DAYS + 1)), at(FIVE_DAYS), FIVE_DAYS)).toEqual({ recorded: true, deactivated: true });
      expect(await repos.webhooks.find(company.id, webhook.id)).toMatchObject({ isActive: false });
      expect(await queue().claim('d-1', at(FIVE_DAYS * 2), LEASE_MS, 10)).toEqual([]);
      expect(await queue().nextDueAt()).toBeNull();
    });

    it('says it turned a subscription off to one of the dispatchers failing at once only', async () => {
      const { company, webhook } = await withEvents(7);
      const [first, ...rest] = await queue().claim('d-1', at(10), LEASE_MS, 10);
      await queue().finish(first.id, 'd-1', failed(at(1_000)), at(0), FIVE_DAYS);
      const outcomes = await Promise.all(rest.map((d) => queue().finish(d.id, 'd-1', failed(at(FIVE_DAYS + 60_000)), at(FIVE_DAYS), FIVE_DAYS)));
      expect(outcomes.filter((o) => o.recorded)).toHaveLength(6);
      expect(outcomes.filter((o) => o.deactivated)).toHaveLength(1);
      expect(await harness().repositories.webhooks.find(company.id, webhook.id)).toMatchObject({ isActive: false, failingSince: at(0) });
    });

    async function companyWithEvents(subscriptions: number, times: number[]) {
      const repos = harness().repositories;
      const { company, webhook } = await subscribed(repos);
      const webhooks = [webhook];
      while (webhooks.length < subscriptions) {
        webhooks.push(aWebhook(company));
        await repos.webhooks.create(webhooks[webhooks.length - 1]);
      }
      const events = times.map((ms) => anEvent(company, 'login.success', { occurredAt: at(ms) }));
      for (const event of events) await repos.outbox.record(event);
      return { company, webhooks, events };
    }
    const ids = (claimed: { event: { id: string } }[]) => claimed.map((d) => d.event.id);

    it('holds no more deliveries at once than the caps allow, per subscription and per company, counting every dispatcher’s leases', async () => {
      const { webhooks } = await companyWithEvents(2, [0, 1, 2, 3, 4]);
      const caps = { perSubscription: 2, perCompany: 3 };
      const roomier = { perSubscription: 2, perCompany: 10 };
      const first = await queue().claim('d-1', at(100), LEASE_MS, 10, caps);
      const [full, open] = [...webhooks].sort((a, b) => first.filter((d) => d.webhookId === b.id).length - first.filter((d) => d.webhookId === a.id).length);
      expect([first.length, first.filter((d) => d.webhookId === full.id).length]).toEqual([3, 2]);
      expect(await queue().claim('d-2', at(100), LEASE_MS, 10, caps)).toEqual([]);
      expect(await queue().claim('d-2', at(100), LEASE_MS, 10, roomier)).toEqual([expect.objectContaining({ webhookId: open.id })]);
      await queue().finish(first.find((d) => d.webhookId === full.id)?.id as string, 'd-1', DELIVERED, at(200), FIVE_DAYS);
      expect(await queue().claim('d-3', at(200), LEASE_MS, 10, roomier)).toEqual([expect.objectContaining({ webhookId: full.id })]);
      expect(await queue().claim('d-3', at(300), LEASE_MS, 10, roomier)).toEqual([]);
      expect(await queue().claim('d-4', at(300 + LEASE_MS), LEASE_MS, 10, caps)).toHaveLength(3);
    });

    it('keeps the caps when dispatchers claim at the same moment', async () => {
      await companyWithEvents(1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const caps = { perSubscription: 3, perCompany: 3 };
      const claims = await Promise.all(['d-1', 'd-2', 'd-3', 'd-4'].map((by) => queue().claim(by, at(100), LEASE_MS, 10, caps)));
      expect(claims.flat()).toHaveLength(3);
    });

    it('is fair between companies: the one holding the fewest deliveries goes first, whoever wrote the most events first', async () => {
      const noisy = await companyWithEvents(1, [0, 1, 2, 3, 4, 5]);
      const quiet = await companyWithEvents(1, [10, 11]);
      expect(ids(await queue().claim('d-1', at(100), LEASE_MS, 3))).toEqual([noisy.events[0].id, noisy.events[1].id, quiet.events[0].id]);
      expect(ids(await queue().claim('d-2', at(100), LEASE_MS, 1))).toEqual([quiet.events[1].id]);
      expect(ids(await queue().claim('d-2', at(100), LEASE_MS, 1))).toEqual([noisy.events[2].id]);
    });

    it('takes turns between a company’s subscriptions, and ranks a retry by its retry time, not by its event’s age', async () => {
      const repos = harness().repositories;
      const { company, webhook: busy } = await subscribed(repos, ['login.success']);
      const other = aWebhook(company, { events: ['login.created'] });
      await repos.webhooks.create(other);
      const success = [0, 1, 2].map((ms) => anEvent(company, 'login.success', { occurredAt: at(ms) }));
      const created = anEvent(company, 'login.created', { occurredAt: at(5) });
      for (const event of [...success, created]) await repos.outbox.record(event);
      const turns = await queue().claim('d-1', at(10), LEASE_MS, 2);
      expect(turns.map((d) => [d.webhookId, d.event.id])).toEqual([[busy.id, success[0].id], [other.id, created.id]]);
      await queue().finish(turns[0].id, 'd-1', failed(at(500)), at(20), FIVE_DAYS);
      const later = anEvent(company, 'login.success', { occurredAt: at(100) });
      await repos.outbox.record(later);
      expect(ids(await queue().claim('d-1', at(1_000), LEASE_MS, 3))).toEqual([success[1].id, success[2].id, later.id]);
    });

    it('ends a failure streak with a success', async () => {
      const repos = harness().repositories;
      const { company, webhook } = await withEvents(2);
      const [one, two] = await queue().claim('d-1', at(10), LEASE_MS, 10);
      await queue().finish(one.id, 'd-1', failed(at(1_000)), at(0), FIVE_DAYS);
      await queue().finish(two.id, 'd-1', DELIVERED, at(FIVE_DAYS), FIVE_DAYS);
      expect(await repos.webhooks.find(company.id, webhook.id)).toMatchObject({ isActive: true, failingSince: null });
    });

    it('logs every attempt with its delivery, numbered over the delivery’s life, a resend included; another company sees none', async () => {
      const { company, webhook, events } = await withEvents(1);
      const [held] = await queue().claim('d-1', at(10), LEASE_MS, 10);
      const longBody = { text: `{"error":"naïve ‘quoted’ \\ ${'x'.repeat(2000)}`, truncated: true };
      await queue().finish(held.id, 'd-1', { ...failed(at(20_000)), attemptedAt: at(11), durationMs: 734, answer: longBody }, at(12), FIVE_DAYS);
      const [retry] = await queue().claim('d-1', at(20_000), LEASE_MS, 10);
      const timedOut: AttemptOutcome = { status: 'pending', httpStatus: null, error: 'no answer', nextAttemptAt: at(90_000), attemptedAt: at(20_001), durationMs: 10_000, failure: 'timeout', answer: null };
      expect(await queue().finish(retry.id, 'd-2', timedOut, at(30_001), FIVE_DAYS)).toEqual({ recorded: false, deactivated: false });
      await queue().finish(retry.id, 'd-1', timedOut, at(30_001), FIVE_DAYS);
      expect(await queue().resend(company.id, webhook.id, held.id, at(40_000))).toBe(true);
      const [again] = await queue().claim('d-1', at(40_000), LEASE_MS, 10);
      await queue().finish(again.id, 'd-1', { ...DELIVERED, attemptedAt: at(40_001), durationMs: 3, answer: { text: '', truncated: false } }, at(40_004), FIVE_DAYS);
      const detail = await queue().find(company.id, webhook.id, held.id);
      expect(detail).toMatchObject({ id: held.id, status: 'delivered', attempts: 1, lastHttpStatus: 204, webhookId: webhook.id, event: events[0] });
      expect(detail?.attemptLog).toEqual([
        { attempt: 1, attemptedAt: at(11), durationMs: 734, httpStatus: 500, failure: null, responseBody: longBody },
        { attempt: 2, attemptedAt: at(20_001), durationMs: 10_000, httpStatus: null, failure: 'timeout', responseBody: null },
        { attempt: 3, attemptedAt: at(40_001), durationMs: 3, httpStatus: 204, failure: null, responseBody: { text: '', truncated: false } },
      ]);
      expect(await queue().find(randomUUID(), webhook.id, held.id)).toBeNull();
      expect(await queue().find(company.id, randomUUID(), held.id)).toBeNull();
      expect(await queue().find(company.id, webhook.id, 'not-an-id')).toBeNull();
      expect(await queue().find(company.id, webhook.id, '999999999')).toBeNull();
    });

    it('finds a delivery not attempted yet with an empty attempt log', async () => {
      const { company, webhook } = await withEvents(1);
      const [{ id }] = (await queue().list(company.id, webhook.id, { page: 1, itemsPerPage: 10 })).deliveries;
      expect(await queue().find(company.id, webhook.id, id)).toMatchObject({ id, status: 'pending', attempts: 0, attemptLog: [] });
    });

    it('deletes a subscription’s attempt log with it', async () => {
      const { company, webhook } = await withEvents(1);
      const [held] = await queue().claim('d-1', at(10), LEASE_MS, 10);
      await queue().finish(held.id, 'd-1', DELIVERED, at(11), FIVE_DAYS);
      expect(await harness().repositories.webhooks.delete(company.id, webhook.id)).toBe(true);
      expect(await queue().find(company.id, webhook.id, held.id)).toBeNull();
    });
  });
}
