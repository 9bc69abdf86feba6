import type { Webhook, WebhookChanges, WebhookRepository } from '@gig/domain';
import { createWithin, findOwned, givenFields, insertNew, oldestFirst, recordsOf } from './company-records';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryWebhookRepository implements WebhookRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(webhook: Webhook) {
    insertNew(this.store.webhooks, webhook, 'webhook');
  }

  async createWithin(webhook: Webhook, max: number) {
    return createWithin(this.store.webhooks, webhook, max, (w) => this.create(w));
  }

  async list(companyId: string) {
    return recordsOf(this.store.webhooks, companyId).sort(oldestFirst);
  }

  async find(companyId: string, webhookId: string) {
    return findOwned(this.store.webhooks, companyId, webhookId);
  }

  async update(companyId: string, webhookId: string, changes: WebhookChanges & { sealedSecret?: string }, now: Date) {
    const found = await this.find(companyId, webhookId);
    if (!found) return null;
    const updated: Webhook = { ...found, ...givenFields(changes), updatedAt: now, ...(changes.isActive === true ? { failingSince: null } : {}) };
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
