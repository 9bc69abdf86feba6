import { RateLimitDecision, RateLimiter, RateLimitTimeout } from '@gig/domain';
import { LimitCounter } from './limit-counter';

const ALLOWED: RateLimitDecision = { allowed: true, limit: 5, remaining: 4, resetMs: 60_000 };
const limiter = (consume: () => Promise<RateLimitDecision>): RateLimiter => ({ consume, peek: consume });

describe('LimitCounter', () => {
  it('answers the store’s decision either way', async () => {
    const counter = new LimitCounter(limiter(async () => ALLOWED));
    expect([await counter.lenient('k', 5), await counter.strict('k', 5, 'tries')]).toEqual([ALLOWED, ALLOWED]);
  });

  it('lets a lenient count the store cannot make through (null)', async () => {
    expect(await new LimitCounter(limiter(() => Promise.reject(new RateLimitTimeout(50)))).lenient('k', 5)).toBeNull();
    expect(await new LimitCounter(limiter(() => Promise.reject(new Error('connection refused')))).lenient('k', 5)).toBeNull();
  });

  it('refuses a strict count that did not come in time with 429 and retry-after 1, and one the store failed with 503', async () => {
    const late = new LimitCounter(limiter(() => Promise.reject(new RateLimitTimeout(50))));
    await expect(late.strict('k', 5, 'guesses from this address')).rejects.toMatchObject({
      code: 'too_many_requests', message: 'The count of guesses from this address could not be made in time; retry after 1 s.', retryAfterSeconds: 1,
    });
    const down = new LimitCounter(limiter(() => Promise.reject(new Error('connection refused'))));
    await expect(down.strict('k', 5, 'guesses')).rejects.toMatchObject({ code: 'service_unavailable', retryAfterSeconds: 1 });
  });

  it('counts strictly in the strict limiter (its longer budget), leniently in the other', async () => {
    const late = limiter(() => Promise.reject(new RateLimitTimeout(50)));
    const counter = new LimitCounter(late, limiter(async () => ALLOWED));
    expect(await counter.strict('k', 5, 'tries')).toEqual(ALLOWED);
    expect(await counter.lenient('k', 5)).toBeNull();
  });
});
