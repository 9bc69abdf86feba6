import type { Webhook, WebhookChanges, WebhookRepository } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryWebhookRepository implements WebhookRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(webhook: Webhook) {
    if (this.store.webhooks.has(webhook.id)) throw new Error(`duplicate webhook ${webhook.id}`);
    this.store.webhooks.set(webhook.id, webhook);
  }

  async createWithin(webhook: Webhook, max: number) {
    const count = [...this.store.webhooks.values()].filter((stored) => stored.companyId === webhook.companyId).length;
    if (count >= max) return false;
    await this.create(webhook);
    return true;
  }

  async list(companyId: string) {
    return [...this.store.webhooks.values()]
      .filter((w) => w.companyId === companyId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async find(companyId: string, webhookId: string) {
    const webhook = this.store.webhooks.get(webhookId);
    return webhook?.companyId === companyId ? webhook : null;
  }

  async update(companyId: string, webhookId: string, changes: WebhookChanges & { sealedSecret?: string }, now: Date) {
    const found = await this.find(companyId, webhookId);
    if (!found) return null;
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated: Webhook = { ...found, ...given, updatedAt: now, ...(changes.isActive === true ? { failingSince: null } : {}) };
    this.store.webhooks.set(webhookId, updated);
    return updated;
  }

  /** Its deliveries go with it, as ON DELETE CASCADE does. */
  async delete(companyId: string, webhookId: string) {
    if (!(await this.find(companyId, webhookId))) return false;
    this.store.webhooks.delete(webhookId);
    for (const [id, delivery] of this.store.webhookDeliveries) if (delivery.webhookId === webhookId) this.store.webhookDeliveries.delete(id);
    return true;
  }
}
