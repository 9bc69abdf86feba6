import { randomUUID } from 'node:crypto';
import type { AttemptOutcome, IdempotencyStore, RetentionStore } from '@gig/domain';
import { TestClock } from '../clock/test-clock';
import { RESET_BUDGET_MS } from '../hooks/hook-budgets';
import { aCompany, aUser, anAccount, type PersistenceHarness, useHarness } from './persistence-harness';
import { aReport, anOutcome, NO_REPORT_LIMITS } from './report.fixtures';
import { anEvent, LEASE_MS, subscribed, T0, ANSWERED } from './webhook.fixtures';
import { aConnectToken, seedTokenOwner } from './connect-token.fixtures';
import { aDocument, DOCUMENT_T0 } from './document.fixtures';

export interface RetentionHarness extends PersistenceHarness {
  readonly idempotency: IdempotencyStore;
  readonly retention: RetentionStore;
  /** The same store as another server process has it (its own connection pool), where there can be one. */
  readonly otherProcess?: RetentionStore;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WINDOW = 15 * 60_000;
const DELIVERED: AttemptOutcome = { status: 'delivered', httpStatus: 204, error: null, nextAttemptAt: null, ...ANSWERED };
const FAILED: AttemptOutcome = { status: 'failed', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: null, ...ANSWERED };

/** The RetentionStore contract, over a store whose other ports write the rows it purges; the clock is moved, never waited for. */
export function describeRetentionStoreContract(name: string, make: () => Promise<RetentionHarness>): void {
  describe(`RetentionStore contract: ${name}`, () => {
    const harness = useHarness(make);
    const clock = new TestClock(T0);
    beforeEach(() => clock.reset(), RESET_BUDGET_MS);
    /** Calls `purge` until a batch comes back short; each batch's count. */
    const batches = async (purge: (limit: number) => Promise<number>, limit: number) => {
      const counts = [await purge(limit)];
      while (counts[counts.length - 1] === limit) counts.push(await purge(limit));
      return counts;
    };
    const startKey = async (scope: string, answered = true) => {
      const key = `key-${randomUUID()}`;
      await harness().idempotency.start(scope, key, 'h', clock.now(), new Date(clock.now().getTime() - DAY), new Date(clock.now().getTime() - 60_000));
      if (answered) await harness().idempotency.finish(scope, key, { status: 201, body: '{}' });
      return key;
    };

    it('deletes idempotency keys older than the cut-off, at most `limit` a call, and keeps the recent ones', async () => {
      const scope = randomUUID();
      const old = [await startKey(scope), await startKey(scope), await startKey(scope, false), await startKey(scope), await startKey(scope)];
      clock.advance(23 * HOUR);
      const recent = await startKey(scope);
      clock.advance(HOUR + 1);
      const before = new Date(clock.now().getTime() - DAY);
      expect(await batches((limit) => harness().retention.purgeIdempotencyKeys(before, limit), 2)).toEqual([2, 2, 1]);
      for (const key of old) expect(await harness().idempotency.find(scope, key)).toBeNull();
      expect(await harness().idempotency.find(scope, recent)).toMatchObject({ answer: { status: 201 } });
      expect(await harness().retention.purgeIdempotencyKeys(before, 10)).toBe(0);
    });

    it('deletes sign-in attempt counters whose window has ended, keeps those still counting', async () => {
      const attempts = harness().repositories.signInAttempts;
      await attempts.count(['email:old@lender.example', 'address:203.0.113.1', 'address:203.0.113.2'], clock.now(), WINDOW);
      clock.advance(10 * 60_000);
      await attempts.count(['email:new@lender.example'], clock.now(), WINDOW);
      clock.advance(5 * 60_000);
      expect(await batches((limit) => harness().retention.purgeSignInAttempts(clock.now(), limit), 2)).toEqual([2, 1]);
      const [kept, restarted] = await attempts.count(['email:new@lender.example', 'email:old@lender.example'], clock.now(), WINDOW);
      expect([kept.attempts, restarted.attempts]).toEqual([2, 1]);
    });

    it('deletes workers’ data copies expired by now with their jobs, keeps the live ones', async () => {
      const repos = harness().repositories;
      const company = aCompany();
      await repos.companies.create(company);
      const user = aUser(company.id);
      await repos.users.create(user);
      const copyAt = (expiresAt: Date) => ({ id: randomUUID(), companyId: company.id, userId: user.id, status: 'pending' as const, createdAt: clock.now(), readyAt: null, expiresAt });
      const old = [copyAt(clock.now()), copyAt(clock.now()), copyAt(new Date(clock.now().getTime() + HOUR))];
      const live = copyAt(new Date(clock.now().getTime() + DAY));
      for (const copy of [...old, live]) await repos.dataCopies.create(copy);
      for (const copy of old) await repos.jobs.enqueue('prepare_data_copy', copy.id, clock.now());
      expect(await batches((limit) => harness().retention.purgeDataCopies(new Date(clock.now().getTime() + HOUR), limit), 2)).toEqual([2, 1]);
      for (const copy of old) expect(await repos.dataCopies.find(copy.id)).toBeNull();
      expect(await repos.dataCopies.find(live.id)).toEqual(live);
      expect(await repos.jobs.claim('worker-1', clock.now(), 60_000)).toBeNull();
    });

    it('deletes connect tokens expired by now, keeps the live ones', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      const old = [aConnectToken(owner, clock.now()), aConnectToken(owner, clock.now()), aConnectToken(owner, clock.now())];
      for (const token of old) await repos.connectTokens.create(token);
      clock.advance(20 * 60_000);
      const live = aConnectToken(owner, clock.now());
      await repos.connectTokens.create(live);
      clock.advance(10 * 60_000);
      expect(await batches((limit) => harness().retention.purgeConnectTokens(clock.now(), limit), 2)).toEqual([2, 1]);
      for (const token of old) expect(await repos.connectTokens.findByHash(token.tokenHash)).toBeNull();
      expect(await repos.connectTokens.findByHash(live.tokenHash)).not.toBeNull();
    });

    it('deletes the report counts of UTC days before the cut-off’s, so only those days start afresh', async () => {
      const repos = harness().repositories;
      const company = aCompany();
      await repos.companies.create(company);
      const [ana, ben] = [aUser(company.id), aUser(company.id)];
      for (const user of [ana, ben]) await repos.users.create(user);
      const oldDay = new Date('2026-03-01T23:59:00.000Z');
      const cutOff = new Date('2026-03-02T00:30:00.000Z');
      const once = { perWorker: 1, perCompany: 10 };
      const report = (user: typeof ana, createdAt: Date) => aReport(user, { externalId: `worker-${user.id}`, createdAt });
      for (const user of [ana, ben]) expect(await repos.reports.createWithin(report(user, oldDay), once)).toBe('created');
      expect(await repos.reports.createWithin(report(ana, cutOff), once)).toBe('created');
      expect(await batches((limit) => harness().retention.purgeReportDayCounts(cutOff, limit), 2)).toEqual([2, 1]);
      expect(await harness().retention.purgeReportDayCounts(cutOff, 10)).toBe(0);
      expect(await repos.reports.createWithin(report(ana, oldDay), once)).toBe('created');
      expect(await repos.reports.createWithin(report(ana, cutOff), once)).toBe('workerLimit');
    });

    it('deletes finished webhook deliveries past the retention with their attempt logs, then the events left without any; never a pending delivery or its event', async () => {
      const repos = harness().repositories;
      const { company } = await subscribed(repos);
      const events = Array.from({ length: 5 }, (_, i) => anEvent(company, 'login.success', { occurredAt: new Date(T0.getTime() + i) }));
      for (const event of events) await repos.outbox.record(event);
      clock.advance(1_000);
      const claimed = await repos.webhookDeliveries.claim('d-1', clock.now(), LEASE_MS, 10);
      const deliveryOf = (i: number) => claimed.find((d) => d.event.id === events[i].id)?.id ?? 'not claimed';
      await repos.webhookDeliveries.finish(deliveryOf(0), 'd-1', DELIVERED, clock.now(), 5 * DAY);
      await repos.webhookDeliveries.finish(deliveryOf(1), 'd-1', FAILED, clock.now(), 5 * DAY);
      await repos.webhookDeliveries.finish(deliveryOf(2), 'd-1', { ...FAILED, status: 'pending', nextAttemptAt: new Date(clock.now().getTime() + HOUR) }, clock.now(), 5 * DAY);
      clock.advance(DAY);
      await repos.webhookDeliveries.finish(deliveryOf(3), 'd-1', DELIVERED, clock.now(), 5 * DAY);
      clock.advance(30 * DAY - 1);
      const before = new Date(clock.now().getTime() - 30 * DAY);
      expect(await harness().retention.purgeWebhookEvents(before, 10)).toBe(0);
      expect(await batches((limit) => harness().retention.purgeWebhookDeliveries(before, limit), 1)).toEqual([1, 1, 0]);
      expect(await harness().retention.purgeWebhookEvents(before, 10)).toBe(2);
      const log = await repos.webhookDeliveries.list(company.id, claimed[0].webhookId, { page: 1, itemsPerPage: 10 });
      expect(log.deliveries.map((d) => [d.event.id, d.status]).sort()).toEqual([[events[2].id, 'pending'], [events[3].id, 'delivered'], [events[4].id, 'pending']].sort());
      const webhookId = claimed[0].webhookId;
      expect(await repos.webhookDeliveries.find(company.id, webhookId, deliveryOf(0))).toBeNull();
      expect((await repos.webhookDeliveries.find(company.id, webhookId, deliveryOf(3)))?.attemptLog).toHaveLength(1);
      expect(await repos.outbox.redeliver(events[0], clock.now())).toBe(0);
      expect(await repos.outbox.redeliver(events[2], clock.now())).toBe(1);
    });

    it('keeps an existing account’s newest event, whatever its age, so that a resend still has one to send', async () => {
      const repos = harness().repositories;
      const { company } = await subscribed(repos);
      const user = aUser(company.id);
      await repos.users.create(user);
      const account = anAccount(user);
      await repos.accounts.create(account);
      const events = [0, 1, 2].map((i) => anEvent(company, 'login.success', { accountId: account.id, userId: user.id, occurredAt: new Date(T0.getTime() + i) }));
      const gone = anEvent(company, 'login.success', { occurredAt: T0 });
      for (const event of [...events, gone]) await repos.outbox.record(event);
      clock.advance(1_000);
      // An account's later event waits for the earlier one's first attempt: claim until none is left.
      for (let claimed = await repos.webhookDeliveries.claim('d-1', clock.now(), LEASE_MS, 10); claimed.length > 0; claimed = await repos.webhookDeliveries.claim('d-1', clock.now(), LEASE_MS, 10)) {
        for (const delivery of claimed) await repos.webhookDeliveries.finish(delivery.id, 'd-1', DELIVERED, clock.now(), 5 * DAY);
      }
      clock.advance(31 * DAY);
      const before = new Date(clock.now().getTime() - 30 * DAY);
      expect(await harness().retention.purgeWebhookDeliveries(before, 100)).toBe(4);
      expect(await batches((limit) => harness().retention.purgeWebhookEvents(before, limit), 2)).toEqual([2, 1]);
      expect(await repos.outbox.latestForAccount(company.id, account.id)).toEqual(events[2]);
      expect(await harness().retention.purgeWebhookEvents(before, 10)).toBe(0);
    });

    it('expires live reports created before the cut-off into tombstones, a batch at a time; a revoked one stays revoked, a recent one live', async () => {
      const repos = harness().repositories;
      const company = aCompany();
      await repos.companies.create(company);
      const user = aUser(company.id);
      await repos.users.create(user);
      const old = [0, 1, 2, 3, 4].map((i) => aReport(user, { createdAt: new Date(T0.getTime() + i) }));
      const recent = aReport(user, { createdAt: new Date(T0.getTime() + 90 * DAY) });
      for (const report of [...old, recent]) expect(await repos.reports.createWithin(report, NO_REPORT_LIMITS)).toBe('created');
      const outcome = anOutcome();
      await repos.reports.complete(old[0].id, outcome);
      await repos.reports.complete(recent.id, anOutcome());
      await repos.reports.revoke(company.id, old[4].id, T0);
      const before = new Date(T0.getTime() + 90 * DAY);
      expect(await batches((limit) => harness().retention.expireReports(before, limit), 2)).toEqual([2, 2, 0]);
      for (const report of old) expect(await repos.reports.find(company.id, report.id)).toBeNull();
      expect(await repos.reports.findPdf(company.id, old[0].id)).toBeNull();
      expect(await repos.reports.verify(old[0].id)).toMatchObject({ status: 'ready', validity: 'expired', dataSha256: outcome.dataSha256, pdfSha256: outcome.pdfSha256 });
      expect(await repos.reports.verify(old[1].id)).toMatchObject({ status: 'generating', validity: 'expired' });
      expect(await repos.reports.verify(old[4].id)).toMatchObject({ validity: 'revoked' });
      expect(await repos.reports.listForUser(company.id, user.id, { page: 1, itemsPerPage: 10 })).toMatchObject({ items: [{ id: recent.id }], total: 1 });
      expect(await repos.reports.complete(old[1].id, anOutcome())).toBe(false);
      expect(await repos.reports.findPdf(company.id, recent.id)).not.toBeNull();
    });

    it('drops the files of documents uploaded before the cutoff, keeping the documents and what was read from them', async () => {
      const repos = harness().repositories;
      const company = aCompany();
      await repos.companies.create(company);
      const user = aUser(company.id);
      await repos.users.create(user);
      const at = (ms: number) => new Date(DOCUMENT_T0.getTime() + ms);
      const old = [aDocument(user, { uploadedAt: at(-2) }), aDocument(user, { uploadedAt: at(-1) }), aDocument(user, { uploadedAt: at(-3) })];
      const recent = aDocument(user, { uploadedAt: DOCUMENT_T0 });
      for (const document of [...old, recent]) await repos.documents.create(document, Uint8Array.from([7, 7, 7]));
      expect(await batches((limit) => harness().retention.purgeDocumentFiles(DOCUMENT_T0, limit), 2)).toEqual([2, 1]);
      expect(await harness().retention.purgeDocumentFiles(DOCUMENT_T0, 10)).toBe(0);
      for (const document of old) {
        expect(await repos.documents.findSealedFile(company.id, document.id)).toBeNull();
        expect(await repos.documents.find(company.id, document.id)).toEqual({ ...document, filePurgedAt: expect.any(Date) });
      }
      expect(await repos.documents.findSealedFile(company.id, recent.id)).toEqual(Uint8Array.from([7, 7, 7]));
      expect(await repos.documents.find(company.id, recent.id)).toEqual(recent);
    });

    it('lets two processes purge at once: each row goes once, none is left', async () => {
      const scope = randomUUID();
      for (let i = 0; i < 30; i++) await startKey(scope);
      clock.advance(DAY + 1);
      const before = new Date(clock.now().getTime() - DAY);
      const other = harness().otherProcess ?? harness().retention;
      const [mine, theirs] = await Promise.all([
        batches((limit) => harness().retention.purgeIdempotencyKeys(before, limit), 4),
        batches((limit) => other.purgeIdempotencyKeys(before, limit), 4),
      ]);
      const rest = await harness().retention.purgeIdempotencyKeys(before, 100);
      expect([...mine, ...theirs].reduce((sum, count) => sum + count, 0) + rest).toBe(30);
      expect(await harness().retention.purgeIdempotencyKeys(before, 100)).toBe(0);
    });
  });
}
