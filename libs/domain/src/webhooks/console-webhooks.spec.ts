import type { Principal } from '../auth/principal';
import { ListFailingWebhooks } from './list-failing-webhooks';
import { ResendWebhookDelivery } from './resend-webhook-delivery';
import type { Webhook } from './webhook';

const MINE = 'company-1';
const HOOK = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const NOW = new Date('2026-11-25T12:00:00.000Z');
const principal = (keyKind: Principal['keyKind'] = 'private'): Principal => ({
  company: { id: MINE, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) },
  keyId: 'member:m-1',
  keyKind,
});
const webhook = (id: string, overrides: Partial<Webhook> = {}): Webhook => ({
  id, companyId: MINE, url: 'https://hooks.example/x', name: id, events: null, widgetId: null, isSandbox: true, isActive: true, signRequest: true,
  sealedSecret: 's', failingSince: null, createdAt: new Date(0), updatedAt: new Date(0), ...overrides,
});

describe('ListFailingWebhooks', () => {
  it('keeps the subscriptions failing or turned off, in the repository’s order', async () => {
    const all = [webhook('ok'), webhook('failing', { failingSince: NOW }), webhook('off', { isActive: false }), webhook('both', { isActive: false, failingSince: NOW })];
    const list = new ListFailingWebhooks({ list: async (companyId) => (companyId === MINE ? all : []) });
    expect((await list.execute(principal())).map((w) => w.id)).toEqual(['failing', 'off', 'both']);
    await expect(list.execute(principal('public'))).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});

describe('ResendWebhookDelivery', () => {
  function setup(known: boolean) {
    const resent: [string, string, string, Date][] = [];
    const deps = {
      webhooks: { find: async (companyId: string, id: string) => (companyId === MINE && id === HOOK ? webhook(HOOK) : null) },
      deliveries: { resend: async (companyId: string, webhookId: string, deliveryId: string, now: Date) => (resent.push([companyId, webhookId, deliveryId, now]), known) },
      clock: { now: () => NOW },
    };
    return { resent, resend: new ResendWebhookDelivery(deps) };
  }

  it('queues the delivery of the company’s subscription again, now', async () => {
    const { resent, resend } = setup(true);
    await expect(resend.execute(principal(), HOOK.toUpperCase(), '17')).resolves.toBeUndefined();
    expect(resent).toEqual([[MINE, HOOK, '17', NOW]]);
  });

  it('is not found for another company’s subscription or an unknown delivery', async () => {
    const unknown = setup(false);
    await expect(unknown.resend.execute(principal(), HOOK, '18')).rejects.toMatchObject({ code: 'not_found_error', message: 'No delivery with that id for this webhook.' });
    const foreign = setup(true);
    await expect(foreign.resend.execute(principal(), '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d', '17')).rejects.toMatchObject({ code: 'not_found_error' });
    expect(foreign.resent).toEqual([]);
  });
});
