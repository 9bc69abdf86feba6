import type { RetentionStore } from '@gig/domain';
import type { InMemoryIdempotencyStore } from './in-memory.idempotency.store';
import type { InMemoryStore } from './in-memory.store';

/** Purges over the in-memory tables, at most `limit` rows a call, as the SQL statements do. */
export class InMemoryRetentionStore implements RetentionStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly idempotency: InMemoryIdempotencyStore,
  ) {}

  async purgeIdempotencyKeys(before: Date, limit: number) {
    return deleteSome(this.idempotency.records, (record) => record.createdAt < before, limit);
  }

  async purgeSignInAttempts(now: Date, limit: number) {
    return deleteSome(this.store.signInAttempts, (count) => count.windowEndsAt <= now, limit);
  }

  /** A finished delivery last changed at its last attempt. */
  async purgeWebhookDeliveries(before: Date, limit: number) {
    return deleteSome(this.store.webhookDeliveries, (d) => d.status !== 'pending' && (d.lastAttemptAt ?? d.createdAt) < before, limit);
  }

  async purgeWebhookEvents(before: Date, limit: number) {
    const delivered = new Set([...this.store.webhookDeliveries.values()].map((d) => d.eventId));
    const events = [...this.store.webhookEvents.values()];
    const newestOfLiveAccount = (event: (typeof events)[number]) =>
      event.accountId !== null && this.store.accounts.has(event.accountId) &&
      !events.some((later) => later.companyId === event.companyId && later.accountId === event.accountId && later.seq > event.seq);
    return deleteSome(this.store.webhookEvents, (event) => event.occurredAt < before && !delivered.has(event.id) && !newestOfLiveAccount(event), limit);
  }

  /** Tombstones, as the SQL's UPDATE leaves them; `endedAt` is when the batch ran, as `statement_timestamp()`. */
  async expireReports(before: Date, limit: number) {
    const expired = [...this.store.reports.values()].filter((r) => r.validity === 'valid' && r.createdAt < before).slice(0, limit);
    const endedAt = new Date();
    for (const report of expired) this.store.reports.set(report.id, { ...report, validity: 'expired', endedAt, data: null, pdf: null, externalId: null });
    return expired.length;
  }

  /** The file goes, the document stays; `filePurgedAt` is when the batch ran, as `statement_timestamp()`. */
  async purgeDocumentFiles(before: Date, limit: number) {
    const held = [...this.store.documents.values()].filter((d) => d.sealedFile !== null && d.uploadedAt < before).slice(0, limit);
    const purgedAt = new Date();
    for (const document of held) this.store.documents.set(document.id, { ...document, sealedFile: null, filePurgedAt: purgedAt });
    return held.length;
  }

  async purgeConnectTokens(now: Date, limit: number) {
    return deleteSome(this.store.connectTokens, (token) => token.expiresAt <= now, limit);
  }

  /** A copy's job goes with it, as by the foreign key. */
  async purgeDataCopies(now: Date, limit: number) {
    const expired = [...this.store.dataCopies.values()].filter((row) => row.copy.expiresAt <= now).slice(0, limit).map((row) => row.copy.id);
    for (const id of expired) this.store.dataCopies.delete(id);
    for (const [id, job] of this.store.jobs) if (job.kind === 'prepare_data_copy' && expired.includes(job.subjectId)) this.store.jobs.delete(id);
    return expired.length;
  }

  /** Keys are `company|day|worker`, as InMemoryReportRepository counts them. */
  async purgeReportDayCounts(before: Date, limit: number) {
    const beforeDay = before.toISOString().slice(0, 10);
    let deleted = 0;
    for (const key of [...this.store.reportDayCounts.keys()]) {
      if (deleted >= limit) break;
      if (key.split('|')[1] < beforeDay) deleted += this.store.reportDayCounts.delete(key) ? 1 : 0;
    }
    return deleted;
  }
}

function deleteSome<T>(rows: Map<string, T>, expired: (row: T) => boolean, limit: number): number {
  let deleted = 0;
  for (const [id, row] of rows) {
    if (deleted >= limit) break;
    if (expired(row)) deleted += rows.delete(id) ? 1 : 0;
  }
  return deleted;
}
