import type { IdempotencyRecord, IdempotencyStart, IdempotencyStore, SecretBox, StoredAnswer } from '@gig/domain';

/**
 * Keeps answers sealed at rest: a replayable answer may hold a secret shown once (a webhook's
 * `private_key`) or a worker's data, and the table outlives the request by a day.
 */
export class SealedIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly secrets: SecretBox,
  ) {}

  async start(scope: string, key: string, requestHash: string, at: Date, expiredBefore: Date, abandonedBefore: Date): Promise<IdempotencyStart> {
    const start = await this.store.start(scope, key, requestHash, at, expiredBefore, abandonedBefore);
    return start.started ? start : { started: false, record: this.opened(start.record) };
  }

  async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const record = await this.store.find(scope, key);
    return record && this.opened(record);
  }

  renew(scope: string, key: string, at: Date): Promise<void> {
    return this.store.renew(scope, key, at);
  }

  finish(scope: string, key: string, answer: StoredAnswer): Promise<void> {
    return this.store.finish(scope, key, { status: answer.status, body: this.secrets.seal(answer.body) });
  }

  abandon(scope: string, key: string): Promise<void> {
    return this.store.abandon(scope, key);
  }

  private opened(record: IdempotencyRecord): IdempotencyRecord {
    return record.answer ? { ...record, answer: { status: record.answer.status, body: this.secrets.open(record.answer.body) } } : record;
  }
}
