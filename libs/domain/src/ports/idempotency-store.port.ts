/** The answer a request got, as sent: replayed byte for byte to a retry with the same idempotency key. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: string;
}

export interface IdempotencyRecord {
  /** Whose keys these are: the API key's id (a company's public and private keys never share keys). */
  readonly scope: string;
  readonly key: string;
  /** A digest of the method, path and body the key was first used with. */
  readonly requestHash: string;
  /** Null while the first request is still running. */
  readonly answer: StoredAnswer | null;
  /** When the key was first used; while its request runs, when that request last said it was alive (`renew`). */
  readonly createdAt: Date;
}

export type IdempotencyStart = { readonly started: true } | { readonly started: false; readonly record: IdempotencyRecord };

/** Idempotency keys per scope (an API key), shared by every process of the service. */
export interface IdempotencyStore {
  /**
   * Atomically records `key` as running for this request, unless the scope has a record of it
   * that is neither expired (created before `expiredBefore`) nor a running one left by a dead request
   * (created before `abandonedBefore` with no answer): then that record is returned.
   */
  start(scope: string, key: string, requestHash: string, at: Date, expiredBefore: Date, abandonedBefore: Date): Promise<IdempotencyStart>;
  find(scope: string, key: string): Promise<IdempotencyRecord | null>;
  /**
   * Marks a running key's request alive at `at` (its `createdAt` moves there), so that `abandonedBefore` can be
   * seconds rather than minutes: a request that died with its process frees its key soon after. No-op once answered.
   */
  renew(scope: string, key: string, at: Date): Promise<void>;
  /** Stores the answer of a running key. */
  finish(scope: string, key: string, answer: StoredAnswer): Promise<void>;
  /** Forgets a running key whose request failed on our side, so that a retry runs it again. */
  abandon(scope: string, key: string): Promise<void>;
}
