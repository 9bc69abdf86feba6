/**
 * Deletes what has outlived its use, a batch at a time: each call removes at most `limit` rows and says
 * how many, so that no purge holds many locks or a long transaction. Calls from several processes at
 * once are harmless: each row goes once, and a row changed meanwhile (used again, queued again) stays.
 */
export interface RetentionStore {
  /** Idempotency keys created before `before`: past their 24 h a key starts afresh anyway, and answers may hold secrets. */
  purgeIdempotencyKeys(before: Date, limit: number): Promise<number>;
  /** Sign-in attempt counters whose window has ended by `now`: counting again would start a new window anyway. */
  purgeSignInAttempts(now: Date, limit: number): Promise<number>;
  /** Delivered or failed deliveries last changed before `before`; never a pending one. */
  purgeWebhookDeliveries(before: Date, limit: number): Promise<number>;
  /**
   * Events that happened before `before` and have no delivery left; an existing account's newest event
   * stays (the one a resend sends again).
   */
  purgeWebhookEvents(before: Date, limit: number): Promise<number>;
  /**
   * Live reports created before `before` become `expired` tombstones: their JSON, PDF and external id go,
   * what verification answers (issuer, issue time, window, hashes) stays. A revoked report stays revoked.
   */
  expireReports(before: Date, limit: number): Promise<number>;
  /** The files of documents uploaded before `before` go (`filePurgedAt` set); what was read from them and their risk stay. */
  purgeDocumentFiles(before: Date, limit: number): Promise<number>;
  /** Connect tokens expired by `now`: an expired token only ever answers invalid_api_key (“expired”). */
  purgeConnectTokens(now: Date, limit: number): Promise<number>;
  /** The daily report counts of UTC days before `before`'s: a day's limit is only ever checked on that day. */
  purgeReportDayCounts(before: Date, limit: number): Promise<number>;
  /** Workers' prepared data copies expired by `now` (kept 24 hours), with their jobs. */
  purgeDataCopies(now: Date, limit: number): Promise<number>;
}
