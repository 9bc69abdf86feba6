import {
  Account, AccountDirectory, AccountFilter, AccountStatus, AccountWarning, addDays, CalendarDate, calendarDateAt, DailyConnections, DirectoryAccount, Page,
  toEpochDay,
} from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

const newestFirst = (a: Account, b: Account) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function tally<K extends string>(keys: (K | null)[]): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  for (const key of keys) if (key !== null) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

export class InMemoryAccountDirectory implements AccountDirectory {
  constructor(private readonly store: InMemoryStore) {}

  async list(companyId: string, filter: AccountFilter, page: Page): Promise<{ items: DirectoryAccount[]; total: number }> {
    const matches = this.of(companyId)
      .filter((a) => (filter.platform === undefined || a.platform === filter.platform) && (filter.status === undefined || a.status === filter.status))
      .filter((a) => filter.warning === undefined || a.warning === filter.warning)
      .filter((a) => !this.store.blockedUsers.has(a.userId))
      .sort(newestFirst);
    const offset = (page.page - 1) * page.itemsPerPage;
    const items = matches.slice(offset, offset + page.itemsPerPage).map((account) => ({ account, externalId: this.store.users.get(account.userId)?.externalId ?? null }));
    return { items, total: matches.length };
  }

  async countByStatus(companyId: string): Promise<Partial<Record<AccountStatus, number>>> {
    return tally(this.of(companyId).map((a) => a.status));
  }

  async countByWarning(companyId: string): Promise<Partial<Record<AccountWarning, number>>> {
    return tally(this.of(companyId).map((a) => a.warning));
  }

  async connectionsPerDay(companyId: string, from: CalendarDate, to: CalendarDate): Promise<DailyConnections[]> {
    const days = toEpochDay(to) - toEpochDay(from) + 1;
    if (days <= 0) return [];
    const accounts = this.of(companyId);
    return Array.from({ length: days }, (_, i) => addDays(from, i)).map((date) => {
      const created = accounts.filter((a) => calendarDateAt(a.createdAt) === date);
      return { date, created: created.length, connected: created.filter((a) => a.lastSuccessfulConnection !== null).length };
    });
  }

  private of(companyId: string): Account[] {
    return [...this.store.accounts.values()].filter((a) => a.companyId === companyId);
  }
}
