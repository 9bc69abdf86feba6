import { aWebhook, InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { Company } from '../companies/company';
import type { SecretBox } from '../ports/secret-box.port';
import type { SendResult, WebhookMessage, WebhookSender } from '../ports/webhook-sender.port';
import { DeliverWebhooks, DispatcherOptions } from './deliver-webhooks';
import type { Webhook } from './webhook';
import { testEvent } from './webhook-events';

const NOW = new Date('2026-01-01T00:00:00Z');
const DAY = 86_400_000;

interface Given extends Partial<Pick<Webhook, 'signRequest' | 'sealedSecret' | 'failingSince'>> {
  readonly name?: string;
  readonly attempts?: number;
  readonly environment?: Company['environment'];
}

/**
 * A dispatcher over the in-memory delivery queue: one test event due now for each subscription given
 * (`w<name>` at `http://receiver/<name>`, names 0, 1… unless given), each of its own company.
 */
async function setup(given: Given[], sender: WebhookSender, options: Partial<DispatcherOptions> = {}, secrets?: SecretBox) {
  const store = new InMemoryStore();
  const repos = inMemoryRepositories(store);
  const names = given.map((g, i) => g.name ?? String(i));
  for (const [i, { name: _name, attempts = 0, environment = 'sandbox', ...webhook }] of given.entries()) {
    const company: Company = { id: `c${i}`, name: `Company ${i}`, environment, readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
    store.companies.set(company.id, company);
    const hook = aWebhook(company, { id: `w${names[i]}`, url: `http://receiver/${names[i]}`, sealedSecret: 'sealed:whsec_x', ...webhook });
    store.webhooks.set(hook.id, hook);
    await repos.outbox.recordFor(testEvent(company.id, NOW), hook.id);
    for (const [id, delivery] of store.webhookDeliveries) if (delivery.webhookId === hook.id) store.webhookDeliveries.set(id, { ...delivery, attempts });
  }
  const deliveries = repos.webhookDeliveries;
  const claims = jest.spyOn(deliveries, 'claim').mock.calls;
  const finishes = jest.spyOn(deliveries, 'finish').mock.calls;
  const useCase = new DeliverWebhooks(
    {
      deliveries,
      sender,
      secrets: secrets ?? { seal: (text) => `sealed:${text}`, open: (text) => text.replace(/^sealed:/, ''), sealBytes: (bytes) => bytes, openBytes: (bytes) => bytes },
      clock: { now: () => NOW },
      schedule: [10, 60],
      allowPrivateUrls: false,
      random: () => 0.5,
    },
    { dispatcherId: 'd-1', leaseMs: 30_000, lanes: 10, ...options },
  );
  /** What the queue keeps of the last attempt to `name`'s subscription. */
  const outcome = (name: string) => {
    const delivery = [...store.webhookDeliveries.values()].find((d) => d.webhookId === `w${name}`);
    if (!delivery) throw new Error(`no delivery to w${name}`);
    return { status: delivery.status, httpStatus: delivery.lastHttpStatus, error: delivery.lastError, nextAttemptAt: delivery.nextAttemptAt, attempts: delivery.attempts };
  };
  /** The attempt log the queue keeps for `name`'s subscription, oldest first. */
  const attemptLog = (name: string) => [...store.webhookDeliveries.values()].find((d) => d.webhookId === `w${name}`)?.attemptLog ?? [];
  return {
    useCase,
    outcome,
    attemptLog,
    /** The subscriptions whose attempts were recorded, in the order they finished. */
    finished: () => finishes.map(([id]) => store.webhookDeliveries.get(id)?.webhookId.slice(1)),
    claims: () => claims.map(([, , , limit, caps]) => ({ limit, caps })),
  };
}

/** A receiver answering from `results` in order, then 204; it keeps the messages it was sent. */
function receiver(results: SendResult[] = []) {
  const sent: WebhookMessage[] = [];
  const sender: WebhookSender = { send: async (message) => (sent.push(message), results.shift() ?? { delivered: true, httpStatus: 204 }) };
  return { sent, sender };
}

describe('DeliverWebhooks', () => {
  it('signs with the opened secret, or not at all when the subscription asks so, and records a 2xx as delivered', async () => {
    const { sent, sender } = receiver();
    const { useCase, outcome } = await setup([{}, { signRequest: false }], sender);
    await expect(useCase.runOnce()).resolves.toEqual({ attempted: 2, deactivated: [] });
    expect(sent.map((m) => m.secret)).toEqual(['whsec_x', null]);
    expect([outcome('0').status, outcome('1').status]).toEqual(['delivered', 'delivered']);
  });

  it('retries on the schedule, then gives up; sandbox and live subscriptions alike are held to public addresses', async () => {
    const failure: SendResult = { delivered: false, httpStatus: 500, error: 'HTTP 500' };
    const { sent, sender } = receiver([failure, failure]);
    const failingFor6Days = new Date(NOW.getTime() - 6 * DAY);
    const { useCase, outcome, attemptLog } = await setup([{ attempts: 0, environment: 'live', failingSince: failingFor6Days }, { attempts: 2 }], sender);
    const pass = await useCase.runOnce();
    expect(sent.map((m) => [m.publicAddressesOnly, m.url])).toEqual([[true, 'http://receiver/0'], [true, 'http://receiver/1']]);
    expect(outcome('0')).toEqual({ status: 'pending', httpStatus: 500, error: 'HTTP 500', nextAttemptAt: new Date(NOW.getTime() + 10_000), attempts: 1 });
    expect(outcome('1')).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(attemptLog('0')).toEqual([{ attempt: 1, attemptedAt: NOW, durationMs: 0, httpStatus: 500, failure: null, responseBody: { text: '', truncated: false } }]);
    expect(pass.deactivated).toEqual([{ webhookId: 'w0', url: 'http://receiver/0' }]);
  });

  it('logs each attempt: the sender’s duration and answer excerpt, or why no answer came', async () => {
    const answer = { text: '{"error":"busy"}', truncated: true };
    const { sender } = receiver([
      { delivered: false, httpStatus: 503, error: 'HTTP 503', durationMs: 41.6, answer },
      { delivered: false, httpStatus: null, error: 'no answer', durationMs: 10_000, failure: 'timeout' },
      { delivered: true, httpStatus: 200 },
    ]);
    const { useCase, attemptLog } = await setup([{}, {}, {}], sender);
    await useCase.runOnce();
    expect(['0', '1', '2'].map((name) => attemptLog(name).map((a) => [a.httpStatus, a.durationMs, a.failure, a.responseBody, a.attemptedAt]))).toEqual([
      [[503, 42, null, answer, NOW]],
      [[null, 10_000, 'timeout', null, NOW]],
      [[200, 0, null, { text: '', truncated: false }, NOW]],
    ]);
  });

  it('records a secret it cannot open as a failed attempt instead of stopping the pass', async () => {
    const broken: SecretBox = { seal: (t) => t, open: () => { throw new Error('failed_to_encrypt_data'); }, sealBytes: (b) => b, openBytes: (b) => b };
    const { useCase, outcome, attemptLog } = await setup([{ sealedSecret: 'tampered' }], receiver().sender, {}, broken);
    await useCase.runOnce();
    expect(outcome('0')).toMatchObject({ status: 'pending', httpStatus: null, error: expect.stringContaining('not sent') });
    expect(attemptLog('0')).toEqual([expect.objectContaining({ httpStatus: null, failure: 'not_sent', responseBody: null })]);
  });

  it('runs each attempt on its own lane: a hanging one holds its lane only, and a freed lane is claimed for at once', async () => {
    let release: (result: SendResult) => void = () => undefined;
    const sender: WebhookSender = {
      send: (message) => (message.url.endsWith('/hang') ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ delivered: true, httpStatus: 204 })),
    };
    const caps = { perSubscription: 2, perCompany: 5 };
    const { useCase, finished, claims } = await setup(['hang', 'a', 'b', 'c'].map((name) => ({ name, signRequest: false })), sender, { lanes: 2, caps });
    const refill = (): void => void useCase.fill(refill);
    expect(await useCase.fill(refill)).toBe(2);
    for (let i = 0; i < 20 && finished().length < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(finished()).toEqual(['a', 'b', 'c']);
    expect(claims().slice(0, 4)).toEqual([2, 1, 1, 1].map((limit) => ({ limit, caps })));
    release({ delivered: true, httpStatus: 204 });
    await useCase.idle();
    expect(finished()).toEqual(['a', 'b', 'c', 'hang']);
  });

  it('hands an attempt still under way back as unanswered and due now on release, recording it once', async () => {
    let answer: (result: SendResult) => void = () => undefined;
    const { useCase, outcome, attemptLog } = await setup([{ attempts: 2, signRequest: false }], { send: () => new Promise((resolve) => (answer = resolve)) }, { lanes: 1 });
    expect(await useCase.fill(() => undefined)).toBe(1);
    expect(await useCase.releaseHeld('no answer before the dispatcher shut down')).toBe(1);
    const released = { status: 'pending', httpStatus: null, error: 'no answer before the dispatcher shut down', nextAttemptAt: NOW, attempts: 3 };
    expect(outcome('0')).toEqual(released);
    expect(attemptLog('0')).toEqual([{ attempt: 1, attemptedAt: NOW, durationMs: 0, httpStatus: null, failure: 'interrupted', responseBody: null }]);
    expect(await useCase.releaseHeld('again')).toBe(0);
    answer({ delivered: true, httpStatus: 204 });
    await useCase.idle();
    expect(outcome('0')).toEqual(released);
  });
});
