import type { IdempotencyRecord, IdempotencyStart, IdempotencyStore, StoredAnswer } from '@gig/domain';

/** The idempotency keys of one process, for tests of what uses them. */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();

  async start(companyId: string, key: string, requestHash: string, at: Date, expiredBefore: Date, abandonedBefore: Date): Promise<IdempotencyStart> {
    const record = this.records.get(id(companyId, key));
    const replaceable = !record || record.createdAt < expiredBefore || (record.answer === null && record.createdAt < abandonedBefore);
    if (!replaceable) return { started: false, record };
    this.records.set(id(companyId, key), { companyId, key, requestHash, answer: null, createdAt: at });
    return { started: true };
  }

  async find(companyId: string, key: string) {
    return this.records.get(id(companyId, key)) ?? null;
  }

  async finish(companyId: string, key: string, answer: StoredAnswer) {
    const record = this.records.get(id(companyId, key));
    if (record && record.answer === null) this.records.set(id(companyId, key), { ...record, answer });
  }

  async abandon(companyId: string, key: string) {
    if (this.records.get(id(companyId, key))?.answer === null) this.records.delete(id(companyId, key));
  }
}

const id = (companyId: string, key: string) => `${companyId}\u0000${key}`;
