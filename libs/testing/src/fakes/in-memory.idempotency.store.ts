import type { IdempotencyRecord, IdempotencyStart, IdempotencyStore, StoredAnswer } from '@gig/domain';

/** The idempotency keys of one process, for tests of what uses them. */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  /** By scope and key; the retention fake deletes from it. */
  readonly records = new Map<string, IdempotencyRecord>();

  async start(scope: string, key: string, requestHash: string, at: Date, expiredBefore: Date, abandonedBefore: Date): Promise<IdempotencyStart> {
    const record = this.records.get(id(scope, key));
    const replaceable = !record || record.createdAt < expiredBefore || (record.answer === null && record.createdAt < abandonedBefore);
    if (!replaceable) return { started: false, record };
    this.records.set(id(scope, key), { scope, key, requestHash, answer: null, createdAt: at });
    return { started: true };
  }

  async find(scope: string, key: string) {
    return this.records.get(id(scope, key)) ?? null;
  }

  async renew(scope: string, key: string, at: Date) {
    const record = this.records.get(id(scope, key));
    if (record && record.answer === null) this.records.set(id(scope, key), { ...record, createdAt: at });
  }

  async finish(scope: string, key: string, answer: StoredAnswer) {
    const record = this.records.get(id(scope, key));
    if (record && record.answer === null) this.records.set(id(scope, key), { ...record, answer });
  }

  async abandon(scope: string, key: string) {
    if (this.records.get(id(scope, key))?.answer === null) this.records.delete(id(scope, key));
  }
}

const id = (scope: string, key: string) => `${scope}\u0000${key}`;
