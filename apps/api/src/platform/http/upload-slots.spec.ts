import { DomainError } from '@gig/domain';
import { UPLOAD_RETRY_AFTER_SECONDS, UploadSlots } from './upload-slots';

const open = () => new AbortController().signal;
const settled = async <T>(promise: Promise<T>) => {
  let state = 'waiting';
  promise.then(() => (state = 'granted'), () => (state = 'refused'));
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('UploadSlots', () => {
  it('grants `concurrency` slots at once; the next waits and gets the first slot given back, in arrival order', async () => {
    const slots = new UploadSlots({ concurrency: 2, queue: 5, waitMs: 60_000 });
    const first = await slots.acquire(open());
    await slots.acquire(open());
    const third = slots.acquire(open());
    const fourth = slots.acquire(open());
    expect([await settled(third), await settled(fourth), slots.busy, slots.queued]).toEqual(['waiting', 'waiting', 2, 2]);
    first();
    first();
    expect([await settled(third), await settled(fourth), slots.busy, slots.queued]).toEqual(['granted', 'waiting', 2, 1]);
    (await third)();
    expect([await settled(fourth), slots.busy, slots.queued]).toEqual(['granted', 2, 0]);
    (await fourth)();
    expect(slots.busy).toBe(1);
  });

  it('refuses at once past the queue, with service_unavailable and a retry-after', async () => {
    const slots = new UploadSlots({ concurrency: 1, queue: 1, waitMs: 60_000 });
    const held = await slots.acquire(open());
    const waiting = slots.acquire(open());
    const refused = await slots.acquire(open()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect([(refused as DomainError).code, (refused as DomainError).retryAfterSeconds]).toEqual(['service_unavailable', UPLOAD_RETRY_AFTER_SECONDS]);
    held();
    expect(await settled(waiting)).toBe('granted');
  });

  it('refuses a wait past waitMs, and drops a wait whose client went away: neither takes a slot later', async () => {
    jest.useFakeTimers();
    try {
      const slots = new UploadSlots({ concurrency: 1, queue: 5, waitMs: 30_000 });
      const held = await slots.acquire(open());
      const tooLong = slots.acquire(open()).catch((error: DomainError) => error.code);
      const client = new AbortController();
      const gone = slots.acquire(client.signal).catch((error: DomainError) => error.code);
      client.abort();
      expect([await gone, slots.queued]).toEqual(['service_unavailable', 1]);
      jest.advanceTimersByTime(29_999);
      expect(slots.queued).toBe(1);
      jest.advanceTimersByTime(1);
      expect([await tooLong, slots.queued]).toEqual(['service_unavailable', 0]);
      held();
      expect(slots.busy).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
