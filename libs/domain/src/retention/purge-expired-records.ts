import type { Clock } from '../ports/clock.port';
import type { RetentionStore } from '../ports/retention-store.port';

/** How long an idempotency key's answer is replayed, and kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const DEFAULT_WEBHOOK_LOG_RETENTION_DAYS = 30;
/** Income insights reports are kept this long (`REPORT_RETENTION_DAYS`), then only their verification tombstone. */
export const DEFAULT_REPORT_RETENTION_DAYS = 90;
/** Uploaded documents' files are kept this long (`DOCUMENT_RETENTION_DAYS`); what was read from them stays. */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 90;
export const DEFAULT_RETENTION_BATCH = 1_000;
/** A day's report counts are kept through the next day (a clock a little behind still counts the right day). */
export const REPORT_DAY_COUNT_KEEP_MS = 2 * 24 * 60 * 60_000;

export interface RetentionPolicy {
  /** Finished webhook deliveries, and their events, are kept this long (`WEBHOOK_LOG_RETENTION_DAYS`). */
  readonly webhookLogMs: number;
  /** Reports are expired this long after they were asked for (`REPORT_RETENTION_DAYS`). */
  readonly reportMs: number;
  /** Documents' files are purged this long after their upload (`DOCUMENT_RETENTION_DAYS`). */
  readonly documentFileMs: number;
  /** Rows deleted per statement. */
  readonly batchSize: number;
}

export interface PurgedRecords {
  readonly idempotencyKeys: number;
  readonly signInAttempts: number;
  readonly webhookDeliveries: number;
  readonly webhookEvents: number;
  readonly reports: number;
  readonly documentFiles: number;
  readonly connectTokens: number;
  readonly reportDayCounts: number;
  readonly dataCopies: number;
}

/**
 * Deletes expired idempotency keys (24 h), sign-in attempt counters past their window, expired connect tokens, report counts of days gone, workers' expired data copies, and the
 * webhook log past its retention (finished deliveries, then the events left without any), and expires reports past
 * theirs (a tombstone stays, so verification says `expired`), drops uploaded documents' files past theirs (the data
 * read from them stays), batch after batch until a batch comes back short.
 * Deliveries go before events, so an event's last delivery frees it in the same run.
 */
export class PurgeExpiredRecords {
  constructor(private readonly deps: { retention: RetentionStore; clock: Clock; policy: RetentionPolicy }) {}

  /** `stop` ends the run between batches (a process shutting down). */
  async execute(stop: () => boolean = () => false): Promise<PurgedRecords> {
    const { retention, clock, policy } = this.deps;
    const now = clock.now();
    const logBefore = new Date(now.getTime() - policy.webhookLogMs);
    const drain = async (purge: (limit: number) => Promise<number>): Promise<number> => {
      let total = 0;
      while (!stop()) {
        const deleted = await purge(policy.batchSize);
        total += deleted;
        if (deleted < policy.batchSize) break;
      }
      return total;
    };
    return {
      idempotencyKeys: await drain((limit) => retention.purgeIdempotencyKeys(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS), limit)),
      signInAttempts: await drain((limit) => retention.purgeSignInAttempts(now, limit)),
      webhookDeliveries: await drain((limit) => retention.purgeWebhookDeliveries(logBefore, limit)),
      webhookEvents: await drain((limit) => retention.purgeWebhookEvents(logBefore, limit)),
      reports: await drain((limit) => retention.expireReports(new Date(now.getTime() - policy.reportMs), limit)),
      documentFiles: await drain((limit) => retention.purgeDocumentFiles(new Date(now.getTime() - policy.documentFileMs), limit)),
      connectTokens: await drain((limit) => retention.purgeConnectTokens(now, limit)),
      reportDayCounts: await drain((limit) => retention.purgeReportDayCounts(new Date(now.getTime() - REPORT_DAY_COUNT_KEEP_MS), limit)),
      dataCopies: await drain((limit) => retention.purgeDataCopies(now, limit)),
    };
  }
}
