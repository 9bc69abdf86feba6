import type { ConsentHistory, ConsentHistoryEntry, RightsAction } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryConsentHistory implements ConsentHistory {
  constructor(private readonly store: InMemoryStore) {}

  async record(entry: ConsentHistoryEntry) {
    if (entry.userId !== null && !this.store.users.has(entry.userId)) throw new Error('foreign key violation: no such user');
    this.store.consentHistory.set(entry.id, entry);
  }

  async listForUser(companyId: string, userId: string) {
    return [...this.store.consentHistory.values()]
      .filter((e) => e.companyId === companyId && e.userId === userId)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  }

  async countSince(companyId: string, userId: string, action: RightsAction, since: Date) {
    return (await this.listForUser(companyId, userId)).filter((e) => e.action === action && e.at >= since).length;
  }
}
