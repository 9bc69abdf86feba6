import type { IdempotencyStore } from '@gig/domain';
import { randomUUID } from 'node:crypto';

export interface IdempotencyStoreHarness {
  readonly store: IdempotencyStore;
  close(): Promise<void>;
}

const AT = new Date('2025-03-15T12:00:00.000Z');
const minutesBefore = (minutes: number, at = AT) => new Date(at.getTime() - minutes * 60_000);
const DAY = 24 * 60;

/** The IdempotencyStore contract; `make` gives a store whose companies need not exist. */
export function describeIdempotencyStoreContract(name: string, make: () => Promise<IdempotencyStoreHarness>): void {
  describe(`IdempotencyStore contract: ${name}`, () => {
    let harness: IdempotencyStoreHarness;
    beforeAll(async () => {
      harness = await make();
    });
    afterAll(() => harness.close());
    const fresh = () => ({ company: randomUUID(), key: `key-${randomUUID()}` });

    it('starts a key once; a second start sees the running record, then its answer', async () => {
      const { company, key } = fresh();
      const { store } = harness;
      expect(await store.start(company, key, 'hash-1', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
      expect(await store.start(company, key, 'hash-2', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({
        started: false,
        record: { companyId: company, key, requestHash: 'hash-1', answer: null, createdAt: AT },
      });
      await store.finish(company, key, { status: 201, body: '{"success":true}' });
      expect(await store.find(company, key)).toMatchObject({ requestHash: 'hash-1', answer: { status: 201, body: '{"success":true}' } });
      expect(await store.find(randomUUID(), key)).toBeNull();
    });

    it('lets exactly one of simultaneous starts run', async () => {
      const { company, key } = fresh();
      const starts = await Promise.all(Array.from({ length: 8 }, () => harness.store.start(company, key, 'h', AT, minutesBefore(DAY), minutesBefore(1))));
      expect(starts.filter((start) => start.started)).toHaveLength(1);
    });

    it('starts again after expiry, after an abandon, or over a running record left by a dead request', async () => {
      const { store } = harness;
      const later = new Date(AT.getTime() + (DAY + 1) * 60_000);
      const expired = fresh();
      await store.start(expired.company, expired.key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.finish(expired.company, expired.key, { status: 200, body: '{}' });
      expect(await store.start(expired.company, expired.key, 'h2', later, minutesBefore(DAY, later), minutesBefore(1, later))).toEqual({ started: true });
      expect(await store.find(expired.company, expired.key)).toMatchObject({ requestHash: 'h2', answer: null, createdAt: later });
      const abandoned = fresh();
      await store.start(abandoned.company, abandoned.key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.abandon(abandoned.company, abandoned.key);
      expect(await store.start(abandoned.company, abandoned.key, 'h', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
      const dead = fresh();
      await store.start(dead.company, dead.key, 'h', minutesBefore(5), minutesBefore(DAY), minutesBefore(1));
      expect(await store.start(dead.company, dead.key, 'h', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
    });

    it('never abandons or overwrites a finished answer', async () => {
      const { company, key } = fresh();
      const { store } = harness;
      await store.start(company, key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.finish(company, key, { status: 422, body: 'first' });
      await store.abandon(company, key);
      await store.finish(company, key, { status: 200, body: 'second' });
      expect((await store.find(company, key))?.answer).toEqual({ status: 422, body: 'first' });
    });
  });
}
