import { aPrincipal, anEvent, aWebhook, InMemoryStore, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Principal } from '../auth/principal';
import type { Company } from '../companies/company';
import { ListFailingWebhooks } from './list-failing-webhooks';
import { ResendWebhookDelivery } from './resend-webhook-delivery';
import type { Webhook } from './webhook';

const MINE: Company = aPrincipal('private').company;
const THEIRS: Company = { ...MINE, id: 'company-2', name: 'Other' };
const HOOK = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const THEIR_HOOK = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';
const NOW = new Date('2026-11-25T12:00:00.000Z');
const principal = (keyKind: Principal['keyKind'] = 'private'): Principal => ({ ...aPrincipal(keyKind), keyId: 'member:m-1' });

/** Both companies' subscriptions over the in-memory fakes, created one second apart in the order given. */
function stored(webhooks: Partial<Webhook>[]) {
  const store = new InMemoryStore();
  for (const company of [MINE, THEIRS]) store.companies.set(company.id, company);
  for (const [i, overrides] of webhooks.entries()) {
    const webhook = aWebhook(overrides.companyId === THEIRS.id ? THEIRS : MINE, { createdAt: new Date(i * 1000), ...overrides });
    store.webhooks.set(webhook.id, webhook);
  }
  return { store, repos: inMemoryRepositories(store) };
}

describe('ListFailingWebhooks', () => {
  it('keeps the subscriptions failing or turned off, in the repository’s order', async () => {
    const { repos } = stored([
      { id: 'ok' }, { id: 'failing', failingSince: NOW }, { id: 'off', isActive: false }, { id: 'theirs', companyId: THEIRS.id, isActive: false },
      { id: 'both', isActive: false, failingSince: NOW },
    ]);
    const list = new ListFailingWebhooks(repos.webhooks);
    expect((await list.execute(principal())).map((w) => w.id)).toEqual(['failing', 'off', 'both']);
    await expect(list.execute(principal('public'))).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});

describe('ResendWebhookDelivery', () => {
  /** A delivery of each company's subscription, delivered an hour ago. */
  async function setup() {
    const { store, repos } = stored([{ id: HOOK }, { id: THEIR_HOOK, companyId: THEIRS.id }]);
    for (const company of [MINE, THEIRS]) await repos.outbox.record(anEvent(company, 'login.success', { occurredAt: new Date(NOW.getTime() - 3_600_000) }));
    for (const [id, delivery] of store.webhookDeliveries) {
      store.webhookDeliveries.set(id, { ...delivery, status: 'delivered', attempts: 1, lastHttpStatus: 200, nextAttemptAt: null, lastAttemptAt: delivery.createdAt });
    }
    const deliveryOf = (webhookId: string) => {
      const delivery = [...store.webhookDeliveries.values()].find((d) => d.webhookId === webhookId);
      if (!delivery) throw new Error(`no delivery of ${webhookId}`);
      return delivery;
    };
    const resend = new ResendWebhookDelivery({ webhooks: repos.webhooks, deliveries: repos.webhookDeliveries, clock: new TestClock(NOW) });
    return { resend, deliveryOf, pending: () => [...store.webhookDeliveries.values()].filter((d) => d.status === 'pending') };
  }

  it('queues the delivery of the company’s subscription again, now', async () => {
    const { resend, deliveryOf, pending } = await setup();
    const { id } = deliveryOf(HOOK);
    await expect(resend.execute(principal(), HOOK.toUpperCase(), id)).resolves.toBeUndefined();
    expect(pending().map((d) => [d.id, d.webhookId, d.attempts, d.nextAttemptAt])).toEqual([[id, HOOK, 0, NOW]]);
  });

  it('is not found for another company’s subscription or an unknown delivery', async () => {
    const { resend, deliveryOf, pending } = await setup();
    await expect(resend.execute(principal(), HOOK, '999')).rejects.toMatchObject({ code: 'not_found_error', message: 'No delivery with that id for this webhook.' });
    await expect(resend.execute(principal(), HOOK, deliveryOf(THEIR_HOOK).id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(resend.execute(principal(), THEIR_HOOK, deliveryOf(THEIR_HOOK).id)).rejects.toMatchObject({ code: 'not_found_error' });
    expect(pending()).toEqual([]);
  });
});
