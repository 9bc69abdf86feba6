import { aDocument, aReport, aUser, NO_REPORT_LIMITS, aWebhook, anAccount, anEvent, InMemoryIdempotencyStore, InMemoryRetentionStore, InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { Company } from '../companies/company';
import { hashConnectToken } from '../connect-tokens/connect-token';
import type { RetentionStore } from '../ports/retention-store.port';
import { IDEMPOTENCY_KEY_TTL_MS, PurgeExpiredRecords } from './purge-expired-records';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };

/**
 * The in-memory retention store over rows past their keep, `rows` of each kind, beside rows it must keep (a live
 * idempotency key, a pending delivery, an account's newest event); its purges are watched, as `kind cut-off limit`.
 */
async function retention(rows: { idempotency: number; signIn?: number; deliveries?: number; events?: number; reports?: number; documents?: number; tokens?: number }) {
  const store = new InMemoryStore();
  const idempotency = new InMemoryIdempotencyStore();
  const repos = inMemoryRepositories(store);
  store.companies.set(company.id, company);
  const user = aUser(company.id);
  store.users.set(user.id, user);
  const webhook = aWebhook(company);
  store.webhooks.set(webhook.id, webhook);
  const times = (n = 0) => Array.from({ length: n }, (_, i) => i);
  for (const i of times(rows.idempotency)) await idempotency.start('key-1', `old-${i}`, 'h', ago(2 * DAY), ago(DAY), ago(DAY));
  await idempotency.start('key-1', 'live', 'h', ago(60_000), ago(DAY), ago(DAY));
  for (const i of times(rows.signIn)) store.signInAttempts.set(`ended-${i}`, { key: `ended-${i}`, attempts: 1, windowEndsAt: ago(1) });
  // Each delivered event is its live account's newest, which stays; the events of no account go once old.
  for (const i of times(rows.deliveries)) {
    const account = anAccount(user, { identifier: `driver${i}@example.com` });
    store.accounts.set(account.id, account);
    await repos.outbox.record(anEvent(company, 'login.success', { accountId: account.id, occurredAt: ago(40 * DAY) }));
  }
  for (const [id, delivery] of store.webhookDeliveries) store.webhookDeliveries.set(id, { ...delivery, status: 'delivered', attempts: 1, lastAttemptAt: ago(40 * DAY) });
  for (const _ of times(rows.events)) await repos.outbox.recordFor(anEvent(company, 'webhook.test', { accountId: null, occurredAt: ago(40 * DAY) }), 'no-such-subscription');
  await repos.outbox.record(anEvent(company, 'webhook.test', { accountId: null, occurredAt: ago(40 * DAY) }));
  for (const _ of times(rows.reports)) await repos.reports.createWithin(aReport(user, { createdAt: ago(100 * DAY) }), NO_REPORT_LIMITS);
  for (const i of times(rows.documents)) {
    await repos.documents.create(aDocument(user, { uploadedAt: ago((i % 2 === 0 ? 100 : 30) * DAY) }), Uint8Array.from([i]));
  }
  for (const i of times(rows.tokens)) {
    store.connectTokens.set(`t${i}`, { id: `t${i}`, companyId: company.id, userId: user.id, widgetId: 'w', tokenHash: hashConnectToken(`ct_${i}`), createdAt: ago(DAY), expiresAt: ago(1), apiKeyId: null, memberId: null, revokedAt: null });
  }
  const purges = new InMemoryRetentionStore(store, idempotency);
  const calls: string[] = [];
  const kinds = {
    purgeIdempotencyKeys: 'idempotency', purgeSignInAttempts: 'signIn', purgeWebhookDeliveries: 'deliveries', purgeWebhookEvents: 'events',
    expireReports: 'reports', purgeDocumentFiles: 'documents', purgeConnectTokens: 'tokens', purgeReportDayCounts: 'dayCounts', purgeDataCopies: 'copies',
  } as const;
  for (const [method, kind] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
    const purge = purges[method].bind(purges);
    jest.spyOn(purges, method).mockImplementation((at: Date, limit: number) => (calls.push(`${kind} ${at.toISOString()} ${limit}`), purge(at, limit)));
  }
  return { store: purges as RetentionStore, calls, kept: () => [idempotency.records.size, store.webhookDeliveries.size, store.webhookEvents.size] };
}

describe('PurgeExpiredRecords', () => {
  const purge = (store: RetentionStore) => new PurgeExpiredRecords({ retention: store, clock: { now: () => NOW }, policy: { webhookLogMs: 30 * DAY, reportMs: 90 * DAY, documentFileMs: 60 * DAY, batchSize: 10 } });

  it('purges each kind batch after batch until one comes back short, deliveries before events, at the cut-offs of the policy', async () => {
    const { store, calls, kept } = await retention({ idempotency: 25, signIn: 0, deliveries: 10, events: 3, reports: 12, documents: 24, tokens: 7 });
    expect(await purge(store).execute()).toEqual({
      idempotencyKeys: 25, signInAttempts: 0, webhookDeliveries: 10, webhookEvents: 3, reports: 12, documentFiles: 12, connectTokens: 7, reportDayCounts: 2, dataCopies: 0,
    });
    const dayAgo = new Date(NOW.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const monthAgo = new Date(NOW.getTime() - 30 * DAY).toISOString();
    const quarterAgo = new Date(NOW.getTime() - 90 * DAY).toISOString();
    const twoMonthsAgo = new Date(NOW.getTime() - 60 * DAY).toISOString();
    const twoDaysAgo = new Date(NOW.getTime() - 2 * DAY).toISOString();
    expect(calls).toEqual([
      `idempotency ${dayAgo} 10`, `idempotency ${dayAgo} 10`, `idempotency ${dayAgo} 10`,
      `signIn ${NOW.toISOString()} 10`,
      `deliveries ${monthAgo} 10`, `deliveries ${monthAgo} 10`,
      `events ${monthAgo} 10`,
      `reports ${quarterAgo} 10`, `reports ${quarterAgo} 10`,
      `documents ${twoMonthsAgo} 10`, `documents ${twoMonthsAgo} 10`,
      `tokens ${NOW.toISOString()} 10`,
      `dayCounts ${twoDaysAgo} 10`,
      `copies ${NOW.toISOString()} 10`,
    ]);
    expect(kept()).toEqual([1, 1, 11]);
  });

  it('stops between batches when asked to', async () => {
    const { store, calls } = await retention({ idempotency: 100, signIn: 100, deliveries: 100, events: 100, reports: 100 });
    let batches = 0;
    const counts = await purge(store).execute(() => batches++ >= 2);
    expect([counts, calls.length]).toEqual([{ idempotencyKeys: 20, signInAttempts: 0, webhookDeliveries: 0, webhookEvents: 0, reports: 0, documentFiles: 0, connectTokens: 0, reportDayCounts: 0, dataCopies: 0 }, 2]);
  });
});
