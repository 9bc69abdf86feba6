import type { AttemptOutcome, ClaimedDelivery, InFlightCaps, Page, WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryQueue, WebhookEvent } from '@gig/domain';
import { InMemoryStore, StoredDelivery, withoutSeq } from './in-memory.store';

/** The dispatchers' queue over the store: calls do not interleave, so a claim is taken whole. */
export class InMemoryWebhookDeliveryQueue implements WebhookDeliveryQueue {
  constructor(private readonly store: InMemoryStore) {}

  /** As the SQL claim: each subscription offers its due deliveries up to its cap, companies take turns, the least busy first. */
  async claim(dispatcherId: string, now: Date, leaseMs: number, limit: number, caps?: InFlightCaps): Promise<ClaimedDelivery[]> {
    const perSubscription = caps?.perSubscription ?? Infinity;
    const perCompany = caps?.perCompany ?? Infinity;
    const pending = [...this.store.webhookDeliveries.values()].filter((d) => d.status === 'pending');
    const companyOf = (d: StoredDelivery) => this.store.webhooks.get(d.webhookId)?.companyId as string;
    const held = (d: StoredDelivery) => d.lockedUntil !== null && d.lockedUntil > now;
    const count = (key: (d: StoredDelivery) => string) => pending.filter(held).reduce((counts, d) => counts.set(key(d), (counts.get(key(d)) ?? 0) + 1), new Map<string, number>());
    const heldBySubscription = count((d) => d.webhookId);
    const heldByCompany = count(companyOf);
    const waitsForEarlier = (d: StoredDelivery) =>
      d.accountId !== null && pending.some((p) => p.webhookId === d.webhookId && p.accountId === d.accountId && p.attempts === 0 && p.eventSeq < d.eventSeq);
    const dueOrder = (a: StoredDelivery, b: StoredDelivery) => (a.nextAttemptAt as Date).getTime() - (b.nextAttemptAt as Date).getTime() || a.eventSeq - b.eventSeq;
    const offers: { d: StoredDelivery; turn: number }[] = [];
    const turns = new Map<string, number>();
    for (const d of pending.filter((d) => d.nextAttemptAt !== null && d.nextAttemptAt <= now && !held(d) && this.store.webhooks.get(d.webhookId)?.isActive && !waitsForEarlier(d)).sort(dueOrder)) {
      const turn = (turns.get(d.webhookId) ?? 0) + 1;
      if (turn > Math.min(limit, perSubscription - (heldBySubscription.get(d.webhookId) ?? 0))) continue;
      turns.set(d.webhookId, turn);
      offers.push({ d, turn });
    }
    const companyTurns = new Map<string, number>();
    const ranked = offers.sort((a, b) => a.turn - b.turn || dueOrder(a.d, b.d)).map(({ d }) => {
      const companyTurn = (companyTurns.get(companyOf(d)) ?? heldByCompany.get(companyOf(d)) ?? 0) + 1;
      companyTurns.set(companyOf(d), companyTurn);
      return { d, companyTurn };
    });
    const due = ranked
      .filter(({ companyTurn }) => companyTurn <= perCompany)
      .sort((a, b) => a.companyTurn - b.companyTurn || dueOrder(a.d, b.d))
      .slice(0, limit)
      .map(({ d }) => d)
      .sort(dueOrder);
    return due.map((delivery) => {
      this.store.webhookDeliveries.set(delivery.id, { ...delivery, lockedBy: dispatcherId, lockedUntil: new Date(now.getTime() + leaseMs) });
      const webhook = this.store.webhooks.get(delivery.webhookId);
      const company = webhook && this.store.companies.get(webhook.companyId);
      if (!webhook || !company) throw new Error(`foreign key violation: delivery ${delivery.id} has no subscription or company`);
      return {
        id: delivery.id, attempts: delivery.attempts, event: this.event(delivery), webhookId: webhook.id, url: webhook.url, signRequest: webhook.signRequest,
        sealedSecret: webhook.sealedSecret, environment: company.environment,
      };
    });
  }

  async finish(deliveryId: string, dispatcherId: string, outcome: AttemptOutcome, now: Date, deactivateAfterMs: number) {
    const delivery = this.store.webhookDeliveries.get(deliveryId);
    if (!delivery || delivery.lockedBy !== dispatcherId || delivery.status !== 'pending') return { recorded: false, deactivated: false };
    const logged = {
      attempt: (delivery.attemptLog.at(-1)?.attempt ?? 0) + 1, attemptedAt: outcome.attemptedAt, durationMs: outcome.durationMs, httpStatus: outcome.httpStatus,
      failure: outcome.failure, responseBody: outcome.answer,
    };
    this.store.webhookDeliveries.set(deliveryId, {
      ...delivery, status: outcome.status, attempts: delivery.attempts + 1, lastHttpStatus: outcome.httpStatus, lastError: outcome.error,
      lastAttemptAt: now, nextAttemptAt: outcome.nextAttemptAt, lockedBy: null, lockedUntil: null, attemptLog: [...delivery.attemptLog, logged],
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
      deliveries: all.slice(offset, offset + page.itemsPerPage).map((d) => this.logLine(d)),
    };
  }

  async find(companyId: string, webhookId: string, deliveryId: string): Promise<WebhookDeliveryDetail | null> {
    const delivery = this.store.webhookDeliveries.get(deliveryId);
    if (!delivery || delivery.webhookId !== webhookId || this.store.webhooks.get(webhookId)?.companyId !== companyId) return null;
    return { ...this.logLine(delivery), attemptLog: delivery.attemptLog };
  }

  async resend(companyId: string, webhookId: string, deliveryId: string, now: Date) {
    const delivery = this.store.webhookDeliveries.get(deliveryId);
    if (!delivery || delivery.webhookId !== webhookId || this.store.webhooks.get(webhookId)?.companyId !== companyId) return false;
    this.store.webhookDeliveries.set(deliveryId, {
      ...delivery, status: 'pending', attempts: 0, nextAttemptAt: now, lockedBy: null, lockedUntil: null, lastHttpStatus: null, lastError: null, lastAttemptAt: null,
    });
    return true;
  }

  /** Only deliveries `claim` would hand out once due: those of active subscriptions. */
  async nextDueAt() {
    let due: Date | null = null;
    for (const d of this.store.webhookDeliveries.values()) {
      if (d.status !== 'pending' || !d.nextAttemptAt || !this.store.webhooks.get(d.webhookId)?.isActive) continue;
      if (!due || d.nextAttemptAt < due) due = d.nextAttemptAt;
    }
    return due;
  }

  private logLine(d: StoredDelivery): WebhookDelivery {
    return {
      id: d.id, event: this.event(d), webhookId: d.webhookId, status: d.status, attempts: d.attempts, lastHttpStatus: d.lastHttpStatus,
      lastError: d.lastError, nextAttemptAt: d.nextAttemptAt, lastAttemptAt: d.lastAttemptAt, createdAt: d.createdAt,
    };
  }

  private event(delivery: Pick<StoredDelivery, 'eventId'>): WebhookEvent {
    const event = this.store.webhookEvents.get(delivery.eventId);
    if (!event) throw new Error(`foreign key violation: no webhook event ${delivery.eventId}`);
    return withoutSeq(event);
  }
}
