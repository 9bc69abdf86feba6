import type { AttemptOutcome, ClaimedDelivery } from '../ports/webhook-delivery.queue';
import type { SendResult, WebhookMessage } from '../ports/webhook-sender';
import { DeliverWebhooks } from './deliver-webhooks';
import { testEvent } from './webhook-events';

const NOW = new Date('2026-01-01T00:00:00Z');

function setup(results: SendResult[], claimed: Partial<ClaimedDelivery>[]) {
  const sent: WebhookMessage[] = [];
  const finished: { id: string; outcome: AttemptOutcome }[] = [];
  const deliveries = claimed.map((delivery, i): ClaimedDelivery => ({
    id: `d${i}`, attempts: 0, event: testEvent('c1', NOW), webhookId: `w${i}`, url: `http://receiver/${i}`,
    signRequest: true, sealedSecret: 'sealed:whsec_x', environment: 'sandbox', ...delivery,
  }));
  const useCase = new DeliverWebhooks(
    {
      deliveries: {
        claim: async () => deliveries.splice(0),
        finish: async (id, _by, outcome) => (finished.push({ id, outcome }), { recorded: true, deactivated: outcome.status !== 'delivered' && id === 'd0' }),
      },
      sender: { send: async (message) => (sent.push(message), results.shift() ?? { delivered: true, httpStatus: 204 }) },
      secrets: { seal: (text) => `sealed:${text}`, open: (text) => text.replace(/^sealed:/, '') },
      clock: { now: () => NOW },
      schedule: [10, 60],
      allowPrivateUrls: false,
      random: () => 0.5,
    },
    { dispatcherId: 'd-1', leaseMs: 30_000, lanes: 10 },
  );
  return { useCase, sent, finished };
}

describe('DeliverWebhooks', () => {
  it('signs with the opened secret, or not at all when the subscription asks so, and records a 2xx as delivered', async () => {
    const { useCase, sent, finished } = setup([], [{}, { signRequest: false }]);
    await expect(useCase.runOnce()).resolves.toEqual({ attempted: 2, deactivated: [] });
    expect(sent.map((m) => m.secret)).toEqual(['whsec_x', null]);
    expect(finished.map((f) => f.outcome.status)).toEqual(['delivered', 'delivered']);
  });

  it('retries on the schedule, then gives up; sandbox and live subscriptions alike are held to public addresses', async () => {
    const failure: SendResult = { delivered: false, httpStatus: 500, error: 'HTTP 500' };
    const { useCase, sent, finished } = setup([failure, failure], [{ attempts: 0, environment: 'live' }, { attempts: 2 }]);
    const pass = await useCase.runOnce();
    expect(sent.map((m) => [m.publicAddressesOnly, m.url])).toEqual([[true, 'http://receiver/0'], [true, 'http://receiver/1']]);
    expect(finished[0].outcome).toEqual({
      status: 'pending', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: new Date(NOW.getTime() + 10_000), attemptedAt: NOW, durationMs: 0, failure: null, answer: { text: '', truncated: false },
    });
    expect(finished[1].outcome).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(pass.deactivated).toEqual([{ webhookId: 'w0', url: 'http://receiver/0' }]);
  });

  it('logs each attempt: the sender’s duration and answer excerpt, or why no answer came', async () => {
    const answer = { text: '{"error":"busy"}', truncated: true };
    const { useCase, finished } = setup(
      [{ delivered: false, httpStatus: 503, error: 'HTTP 503', durationMs: 41.6, answer }, { delivered: false, httpStatus: null, error: 'no answer', durationMs: 10_000, failure: 'timeout' }, { delivered: true, httpStatus: 200 }],
      [{}, {}, {}],
    );
    await useCase.runOnce();
    expect(finished.map((f) => [f.outcome.httpStatus, f.outcome.durationMs, f.outcome.failure, f.outcome.answer, f.outcome.attemptedAt])).toEqual([
      [503, 42, null, answer, NOW],
      [null, 10_000, 'timeout', null, NOW],
      [200, 0, null, { text: '', truncated: false }, NOW],
    ]);
  });

  it('records a secret it cannot open as a failed attempt instead of stopping the pass', async () => {
    const { useCase, finished } = setup([], [{ sealedSecret: 'tampered' }]);
    const broken = new DeliverWebhooks(
      { ...(useCase as unknown as { deps: ConstructorParameters<typeof DeliverWebhooks>[0] }).deps, secrets: { seal: (t) => t, open: () => { throw new Error('failed_to_encrypt_data'); } } },
      { dispatcherId: 'd-1', leaseMs: 30_000, lanes: 10 },
    );
    await broken.runOnce();
    expect(finished[0].outcome).toMatchObject({ status: 'pending', httpStatus: null, error: expect.stringContaining('not sent'), failure: 'not_sent', answer: null });
  });

  it('runs each attempt on its own lane: a hanging one holds its lane only, and a freed lane is claimed for at once', async () => {
    let release: (result: SendResult) => void = () => undefined;
    const queued = ['hang', 'a', 'b', 'c'];
    const limits: number[] = [];
    const finished: string[] = [];
    const useCase = new DeliverWebhooks(
      {
        deliveries: {
          claim: async (_by, _now, _lease, limit, caps) => {
            limits.push(limit);
            expect(caps).toEqual({ perSubscription: 2, perCompany: 5 });
            return queued.splice(0, limit).map((id): ClaimedDelivery => ({
              id, attempts: 0, event: testEvent('c1', NOW), webhookId: `w-${id}`, url: `http://receiver/${id}`, signRequest: false, sealedSecret: '', environment: 'sandbox',
            }));
          },
          finish: async (id) => (finished.push(id), { recorded: true, deactivated: false }),
        },
        sender: { send: (message) => (message.url.endsWith('/hang') ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ delivered: true, httpStatus: 204 })) },
        secrets: { seal: (text) => text, open: (text) => text },
        clock: { now: () => NOW },
        schedule: [10],
        allowPrivateUrls: false,
      },
      { dispatcherId: 'd-1', leaseMs: 30_000, lanes: 2, caps: { perSubscription: 2, perCompany: 5 } },
    );
    const refill = (): void => void useCase.fill(refill);
    expect(await useCase.fill(refill)).toBe(2);
    for (let i = 0; i < 20 && finished.length < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toEqual(['a', 'b', 'c']);
    expect(limits.slice(0, 4)).toEqual([2, 1, 1, 1]);
    release({ delivered: true, httpStatus: 204 });
    await useCase.idle();
    expect(finished).toEqual(['a', 'b', 'c', 'hang']);
  });

  it('hands an attempt still under way back as unanswered and due now on release, recording it once', async () => {
    let answer: (result: SendResult) => void = () => undefined;
    const finished: { id: string; outcome: AttemptOutcome }[] = [];
    let held = true;
    const useCase = new DeliverWebhooks(
      {
        deliveries: {
          claim: async () => [{ id: 'd0', attempts: 2, event: testEvent('c1', NOW), webhookId: 'w0', url: 'http://receiver/0', signRequest: false, sealedSecret: '', environment: 'sandbox' }],
          finish: async (id, _by, outcome) => {
            const recorded = held;
            if (recorded) finished.push({ id, outcome });
            held = false;
            return { recorded, deactivated: false };
          },
        },
        sender: { send: () => new Promise((resolve) => (answer = resolve)) },
        secrets: { seal: (text) => text, open: (text) => text },
        clock: { now: () => NOW },
        schedule: [10],
        allowPrivateUrls: false,
      },
      { dispatcherId: 'd-1', leaseMs: 30_000, lanes: 1 },
    );
    expect(await useCase.fill(() => undefined)).toBe(1);
    expect(await useCase.releaseHeld('no answer before the dispatcher shut down')).toBe(1);
    expect(finished).toEqual([{
      id: 'd0',
      outcome: { status: 'pending', httpStatus: null, error: 'no answer before the dispatcher shut down', nextAttemptAt: NOW, attemptedAt: NOW, durationMs: 0, failure: 'interrupted', answer: null },
    }]);
    expect(await useCase.releaseHeld('again')).toBe(0);
    answer({ delivered: true, httpStatus: 204 });
    await useCase.idle();
    expect(finished).toHaveLength(1);
  });
});
