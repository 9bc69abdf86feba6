import type { Webhook, WebhookEvent, WebhookOutbox } from '@gig/domain';
import { InMemoryStore, StoredDelivery, StoredEvent, withoutSeq } from './in-memory.store';

const asks = (webhook: Webhook, event: WebhookEvent) =>
  webhook.companyId === event.companyId && webhook.isActive && (webhook.events === null || (webhook.events as readonly string[]).includes(event.action));

/** The outbox over the store; bound to a unit of work's draft, its rows go or stay with the rest. */
export class InMemoryWebhookOutbox implements WebhookOutbox {
  constructor(private readonly store: InMemoryStore) {}

  async record(...events: WebhookEvent[]) {
    for (const event of events) {
      const seq = this.write(event);
      for (const webhook of this.store.webhooks.values()) if (asks(webhook, event)) this.queue(event, seq, webhook.id, event.occurredAt);
    }
  }

  async recordFor(event: WebhookEvent, webhookId: string) {
    const seq = this.write(event);
    if (this.store.webhooks.get(webhookId)?.companyId === event.companyId) this.queue(event, seq, webhookId, event.occurredAt);
  }

  async latestForAccount(companyId: string, accountId: string) {
    let latest: StoredEvent | null = null;
    for (const e of this.store.webhookEvents.values()) {
      if (e.companyId === companyId && e.accountId === accountId && (!latest || e.seq > latest.seq)) latest = e;
    }
    return latest ? withoutSeq(latest) : null;
  }

  /** The stored event, from its first attempt again, for each active subscription asking for it; the log line keeps its id. */
  async redeliver(event: WebhookEvent, now: Date) {
    const stored = this.store.webhookEvents.get(event.id);
    if (!stored) return 0;
    let queued = 0;
    for (const webhook of this.store.webhooks.values()) {
      if (!asks(webhook, stored)) continue;
      const existing = [...this.store.webhookDeliveries.values()].find((d) => d.eventId === stored.id && d.webhookId === webhook.id);
      this.queue(stored, stored.seq, webhook.id, now, existing && { id: existing.id, createdAt: existing.createdAt, attemptLog: existing.attemptLog });
      queued++;
    }
    return queued;
  }

  private write(event: WebhookEvent): number {
    if (this.store.webhookEvents.has(event.id)) throw new Error(`duplicate webhook event ${event.id}`);
    const seq = ++this.store.sequence;
    this.store.webhookEvents.set(event.id, { ...event, seq });
    return seq;
  }

  private queue(event: WebhookEvent, seq: number, webhookId: string, due: Date, kept?: Pick<StoredDelivery, 'id' | 'createdAt' | 'attemptLog'>) {
    const id = kept?.id ?? String(++this.store.sequence);
    this.store.webhookDeliveries.set(id, {
      id, eventId: event.id, webhookId, accountId: event.accountId, eventSeq: seq, status: 'pending', attempts: 0, lastHttpStatus: null, lastError: null,
      nextAttemptAt: due, lastAttemptAt: null, createdAt: kept?.createdAt ?? due, lockedBy: null, lockedUntil: null,
      attemptLog: kept?.attemptLog ?? [],
    });
  }
}
