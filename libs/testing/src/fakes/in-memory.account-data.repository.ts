import type { AccountDataRepository, AccountEmployment, AccountProfile, DataChange } from '@gig/domain';
import { InMemoryStore, requireAccount } from './in-memory.store';

/** Documents are kept as JSON text, so that what comes back is what a JSON column would return. */
export class InMemoryAccountDataRepository implements AccountDataRepository {
  constructor(private readonly store: InMemoryStore) {}

  async saveProfile(accountId: string, profile: AccountProfile) {
    return (await this.save(this.store.profiles, accountId, profile)) !== 'unchanged';
  }

  async findProfile(accountId: string) {
    const text = this.store.profiles.get(accountId);
    return text === undefined ? null : (JSON.parse(text) as AccountProfile);
  }

  saveEmployment(accountId: string, employment: AccountEmployment) {
    return this.save(this.store.employment, accountId, employment);
  }

  async findEmployment(accountId: string) {
    const text = this.store.employment.get(accountId);
    return text === undefined ? null : (JSON.parse(text) as AccountEmployment);
  }

  private async save(table: Map<string, string>, accountId: string, document: object): Promise<DataChange> {
    requireAccount(this.store, accountId);
    const text = JSON.stringify(document);
    const kept = table.get(accountId);
    table.set(accountId, text);
    return kept === undefined ? 'created' : canonical(kept) === canonical(text) ? 'unchanged' : 'updated';
  }
}

/** JSON text with object keys sorted: jsonb compares documents regardless of key order. */
function canonical(text: string): string {
  return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
  );
}
