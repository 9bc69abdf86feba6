import type { AccountTimeline, TimelineEntry } from '@gig/domain';
import { InMemoryStore, withoutSeq } from './in-memory.store';

export class InMemoryAccountTimeline implements AccountTimeline {
  constructor(private readonly store: InMemoryStore) {}

  async list(companyId: string, accountId: string, limit: number): Promise<TimelineEntry[]> {
    const events = [...this.store.webhookEvents.values()]
      .filter((e) => e.companyId === companyId && e.accountId === accountId)
      .sort((a, b) => a.seq - b.seq)
      .slice(-Math.max(limit, 0) || Infinity);
    const deliveries = [...this.store.webhookDeliveries.values()].sort((a, b) => Number(a.id) - Number(b.id));
    return events.map((event) => ({
      event: withoutSeq(event),
      deliveries: deliveries
        .filter((d) => d.eventId === event.id)
        .map((d) => ({
          webhookId: d.webhookId, webhookName: this.store.webhooks.get(d.webhookId)?.name ?? '', status: d.status, attempts: d.attempts,
          lastHttpStatus: d.lastHttpStatus, lastAttemptAt: d.lastAttemptAt,
        })),
    }));
  }
}
