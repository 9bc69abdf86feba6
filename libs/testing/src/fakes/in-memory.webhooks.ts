import type {
  AttemptOutcome, ClaimedDelivery, Page, Webhook, WebhookChanges, WebhookDelivery, WebhookDeliveryQueue, WebhookEvent, WebhookOutbox, WebhookRepository,
} from '@gig/domain';
import type { InMemoryStore, StoredDelivery } from './in-memory.store';

export class InMemoryWebhookRepository implements WebhookRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(webhook: Webhook) {
    this.store.webhooks.set(webhook.id, webhook);
  }

  async list(companyId: string) {
    return [...this.store.webhooks.values()].filter((w) => w.companyId === companyId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
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

  async delete(companyId: string, webhookId: string) {
    if (!(await this.find(companyId, webhookId))) return false;
    this.store.webhooks.delete(webhookId);
    for (const [id, delivery] of this.store.webhookDeliveries) if (delivery.webhookId === webhookId) this.store.webhookDeliveries.delete(id);
    return true;
  }
}

const asks = (webhook: Webhook, action: string) => webhook.isActive && (webhook.events === null || (webhook.events as readonly string[]).includes(action));

export class InMemoryWebhookOutbox implements WebhookOutbox {
  constructor(private readonly store: InMemoryStore) {}

  async record(...events: WebhookEvent[]) {
    for (const event of events) {
      const seq = this.write(event);
      for (const webhook of this.store.webhooks.values()) if (webhook.companyId === event.companyId && asks(webhook, event.action)) this.queue(event, seq, webhook.id, event.occurredAt);
    }
  }

  async recordFor(event: WebhookEvent, webhookId: string) {
    const seq = this.write(event);
    if (this.store.webhooks.get(webhookId)?.companyId === event.companyId) this.queue(event, seq, webhookId, event.occurredAt);
  }

  async latestForAccount(companyId: string, accountId: string) {
    const events = [...this.store.webhookEvents.values()].filter((e) => e.companyId === companyId && e.accountId === accountId);
    const latest = events.sort((a, b) => b.seq - a.seq)[0];
    return latest ? withoutSeq(latest) : null;
  }

  async redeliver(event: WebhookEvent, now: Date) {
    const stored = this.store.webhookEvents.get(event.id);
    if (!stored) return 0;
    let queued = 0;
    for (const webhook of this.store.webhooks.values()) {
      if (webhook.companyId !== event.companyId || !asks(webhook, event.action)) continue;
      const existing = [...this.store.webhookDeliveries.values()].find((d) => d.eventId === event.id && d.webhookId === webhook.id);
      if (existing) this.store.webhookDeliveries.delete(existing.id);
      this.queue(event, stored.seq, webhook.id, now, existing?.id);
      queued++;
    }
    return queued;
  }

  private write(event: WebhookEvent): number {
    const seq = ++this.store.sequence;
    this.store.webhookEvents.set(event.id, { ...event, seq });
    return seq;
  }

  private queue(event: WebhookEvent, seq: number, webhookId: string, due: Date, id = String(++this.store.sequence)) {
    this.store.webhookDeliveries.set(id, {
      id, eventId: event.id, webhookId, accountId: event.accountId, eventSeq: seq, status: 'pending', attempts: 0, lastHttpStatus: null, lastError: null,
      nextAttemptAt: due, lastAttemptAt: null, createdAt: due, lockedBy: null, lockedUntil: null,
    });
  }
}

const withoutSeq = ({ seq: _seq, ...event }: WebhookEvent & { seq: number }): WebhookEvent => event;

export class InMemoryWebhookDeliveryQueue implements WebhookDeliveryQueue {
  constructor(private readonly store: InMemoryStore) {}

  async claim(dispatcherId: string, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
    const pending = [...this.store.webhookDeliveries.values()].filter((d) => d.status === 'pending');
    const waitsForEarlier = (d: StoredDelivery) =>
      d.accountId !== null && pending.some((p) => p.webhookId === d.webhookId && p.accountId === d.accountId && p.attempts === 0 && p.eventSeq < d.eventSeq);
    const due = pending
      .filter((d) => d.nextAttemptAt !== null && d.nextAttemptAt <= now && (d.lockedUntil === null || d.lockedUntil <= now))
      .filter((d) => this.store.webhooks.get(d.webhookId)?.isActive && !waitsForEarlier(d))
      .sort((a, b) => a.eventSeq - b.eventSeq)
      .slice(0, limit);
    return due.map((delivery) => {
      this.store.webhookDeliveries.set(delivery.id, { ...delivery, lockedBy: dispatcherId, lockedUntil: new Date(now.getTime() + leaseMs) });
      const webhook = this.store.webhooks.get(delivery.webhookId) as Webhook;
      return {
        id: delivery.id, attempts: delivery.attempts, event: this.event(delivery), webhookId: webhook.id, url: webhook.url, signRequest: webhook.signRequest,
        sealedSecret: webhook.sealedSecret, environment: this.store.companies.get(webhook.companyId)?.environment ?? 'sandbox',
      };
    });
  }

  async finish(deliveryId: string, dispatcherId: string, outcome: AttemptOutcome, now: Date, deactivateAfterMs: number) {
    const delivery = this.store.webhookDeliveries.get(deliveryId);
    if (!delivery || delivery.lockedBy !== dispatcherId || delivery.status !== 'pending') return { recorded: false, deactivated: false };
    this.store.webhookDeliveries.set(deliveryId, {
      ...delivery, status: outcome.status, attempts: delivery.attempts + 1, lastHttpStatus: outcome.httpStatus, lastError: outcome.error,
      lastAttemptAt: now, nextAttemptAt: outcome.nextAttemptAt, lockedBy: null, lockedUntil: null,
    });
    const webhook = this.store.webhooks.get(delivery.webhookId);
    if (!webhook) return { recorded: true, deactivated: false };
    const failed = outcome.status !== 'delivered';
    const turnOff = failed && webhook.isActive && webhook.failingSince !== null && now.getTime() - webhook.failingSince.getTime() >= deactivateAfterMs;
    this.store.webhooks.set(webhook.id, { ...webhook, failingSince: failed ? (webhook.failingSince ?? now) : null, isActive: webhook.isActive && !turnOff });
    return { recorded: true, deactivated: turnOff };
  }

  async list(companyId: string, webhookId: string, page: Page): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
    if (this.store.webhooks.get(webhookId)?.companyId !== companyId) return { deliveries: [], total: 0 };
    const all = [...this.store.webhookDeliveries.values()].filter((d) => d.webhookId === webhookId).sort((a, b) => Number(b.id) - Number(a.id));
    const offset = (page.page - 1) * page.itemsPerPage;
    return {
      total: all.length,
      deliveries: all.slice(offset, offset + page.itemsPerPage).map((d) => ({
        id: d.id, event: this.event(d), webhookId: d.webhookId, status: d.status, attempts: d.attempts, lastHttpStatus: d.lastHttpStatus,
        lastError: d.lastError, nextAttemptAt: d.nextAttemptAt, lastAttemptAt: d.lastAttemptAt, createdAt: d.createdAt,
      })),
    };
  }

  async nextDueAt() {
    const due = [...this.store.webhookDeliveries.values()].filter((d) => d.status === 'pending' && d.nextAttemptAt).map((d) => (d.nextAttemptAt as Date).getTime());
    return due.length > 0 ? new Date(Math.min(...due)) : null;
  }

  private event(delivery: Pick<StoredDelivery, 'eventId'>): WebhookEvent {
    return withoutSeq(this.store.webhookEvents.get(delivery.eventId) as WebhookEvent & { seq: number });
  }
}
