import type { Consent, ConsentRepository } from '@gig/domain';
import { oldestFirst } from './company-records';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryConsentRepository implements ConsentRepository {
  constructor(private readonly store: InMemoryStore) {}

  /** Like the foreign keys: the user must exist, and the widget when one is named. */
  async create(consent: Consent) {
    if (this.store.consents.has(consent.id)) throw new Error(`duplicate consent ${consent.id}`);
    if (this.store.users.get(consent.userId)?.companyId !== consent.companyId) throw new Error(`foreign key violation: no user ${consent.userId}`);
    if (consent.widgetId !== null && !this.store.widgets.has(consent.widgetId)) throw new Error(`foreign key violation: no widget ${consent.widgetId}`);
    this.store.consents.set(consent.id, consent);
  }

  async listForUser(companyId: string, userId: string) {
    return [...this.store.consents.values()]
      .filter((c) => c.companyId === companyId && c.userId === userId)
      .sort(oldestFirst);
  }
}
