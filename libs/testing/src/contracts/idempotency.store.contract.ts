import type { IdempotencyStore } from '@gig/domain';
import { randomUUID } from 'node:crypto';
import { useHarness } from './persistence-harness';

export interface IdempotencyStoreHarness {
  readonly store: IdempotencyStore;
  close(): Promise<void>;
}

const AT = new Date('2025-03-15T12:00:00.000Z');
const minutesBefore = (minutes: number, at = AT) => new Date(at.getTime() - minutes * 60_000);
const DAY = 24 * 60;

/** The IdempotencyStore contract; `make` gives a store whose scopes (API key ids) need not exist. */
export function describeIdempotencyStoreContract(name: string, make: () => Promise<IdempotencyStoreHarness>): void {
  describe(`IdempotencyStore contract: ${name}`, () => {
    const harness = useHarness(make);
    const fresh = () => ({ scope: randomUUID(), key: `key-${randomUUID()}` });

    it('starts a key once; a second start sees the running record, then its answer', async () => {
      const { scope, key } = fresh();
      const { store } = harness();
      expect(await store.start(scope, key, 'hash-1', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
      expect(await store.start(scope, key, 'hash-2', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({
        started: false,
        record: { scope, key, requestHash: 'hash-1', answer: null, createdAt: AT },
      });
      await store.finish(scope, key, { status: 201, body: '{"success":true}' });
      expect(await store.find(scope, key)).toMatchObject({ requestHash: 'hash-1', answer: { status: 201, body: '{"success":true}' } });
      expect(await store.find(randomUUID(), key)).toBeNull();
    });

    it('keeps each scope’s keys apart: the same key and request in another scope runs on its own', async () => {
      const { scope: privateKey, key } = fresh();
      const publicKey = randomUUID();
      const { store } = harness();
      await store.start(privateKey, key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.finish(privateKey, key, { status: 201, body: 'private answer' });
      expect(await store.start(publicKey, key, 'h', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
      await store.finish(publicKey, key, { status: 403, body: 'public answer' });
      expect((await store.find(privateKey, key))?.answer).toEqual({ status: 201, body: 'private answer' });
      expect((await store.find(publicKey, key))?.answer).toEqual({ status: 403, body: 'public answer' });
      await store.start(`member:${privateKey}`, key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.abandon(`member:${privateKey}`, key);
      expect(await store.find(privateKey, key)).toMatchObject({ scope: privateKey, answer: { status: 201 } });
    });

    it('lets exactly one of simultaneous starts run', async () => {
      const { scope, key } = fresh();
      const starts = await Promise.all(Array.from({ length: 8 }, () => harness().store.start(scope, key, 'h', AT, minutesBefore(DAY), minutesBefore(1))));
      expect(starts.filter((start) => start.started)).toHaveLength(1);
    });

    it('starts again after expiry, after an abandon, or over a running record left by a dead request', async () => {
      const { store } = harness();
      const later = new Date(AT.getTime() + (DAY + 1) * 60_000);
      const expired = fresh();
      await store.start(expired.scope, expired.key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.finish(expired.scope, expired.key, { status: 200, body: '{}' });
      expect(await store.start(expired.scope, expired.key, 'h2', later, minutesBefore(DAY, later), minutesBefore(1, later))).toEqual({ started: true });
      expect(await store.find(expired.scope, expired.key)).toMatchObject({ requestHash: 'h2', answer: null, createdAt: later });
      const abandoned = fresh();
      await store.start(abandoned.scope, abandoned.key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.abandon(abandoned.scope, abandoned.key);
      expect(await store.start(abandoned.scope, abandoned.key, 'h', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
      const dead = fresh();
      await store.start(dead.scope, dead.key, 'h', minutesBefore(5), minutesBefore(DAY), minutesBefore(1));
      expect(await store.start(dead.scope, dead.key, 'h', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({ started: true });
    });

    it('renews a running key, so that it is not taken for dead; an answered key keeps its time', async () => {
      const { store } = harness();
      const running = fresh();
      await store.start(running.scope, running.key, 'h', minutesBefore(5), minutesBefore(DAY), minutesBefore(1));
      await store.renew(running.scope, running.key, AT);
      expect(await store.start(running.scope, running.key, 'h', AT, minutesBefore(DAY), minutesBefore(1))).toEqual({
        started: false,
        record: { scope: running.scope, key: running.key, requestHash: 'h', answer: null, createdAt: AT },
      });
      const answered = fresh();
      await store.start(answered.scope, answered.key, 'h', minutesBefore(5), minutesBefore(DAY), minutesBefore(1));
      await store.finish(answered.scope, answered.key, { status: 201, body: '{}' });
      await store.renew(answered.scope, answered.key, AT);
      expect((await store.find(answered.scope, answered.key))?.createdAt).toEqual(minutesBefore(5));
    });

    it('never abandons or overwrites a finished answer', async () => {
      const { scope, key } = fresh();
      const { store } = harness();
      await store.start(scope, key, 'h', AT, minutesBefore(DAY), minutesBefore(1));
      await store.finish(scope, key, { status: 422, body: 'first' });
      await store.abandon(scope, key);
      await store.finish(scope, key, { status: 200, body: 'second' });
      expect((await store.find(scope, key))?.answer).toEqual({ status: 422, body: 'first' });
    });
  });
}
