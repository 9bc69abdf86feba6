import type { AccountDataRepository, AccountEmployment, AccountProfile } from '@gig/domain';
import { InMemoryStore, requireAccount } from './in-memory.store';

/** Documents are kept as JSON text, so that what comes back is what a JSON column would return. */
export class InMemoryAccountDataRepository implements AccountDataRepository {
  constructor(private readonly store: InMemoryStore) {}

  async saveProfile(accountId: string, profile: AccountProfile) {
    requireAccount(this.store, accountId);
    this.store.profiles.set(accountId, JSON.stringify(profile));
  }

  async findProfile(accountId: string) {
    const text = this.store.profiles.get(accountId);
    return text === undefined ? null : (JSON.parse(text) as AccountProfile);
  }

  async saveEmployment(accountId: string, employment: AccountEmployment) {
    requireAccount(this.store, accountId);
    this.store.employment.set(accountId, JSON.stringify(employment));
  }

  async findEmployment(accountId: string) {
    const text = this.store.employment.get(accountId);
    return text === undefined ? null : (JSON.parse(text) as AccountEmployment);
  }
}
