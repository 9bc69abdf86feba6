import type { DailyEarning, DateRange, EarningsRepository, Page, User, UserRef } from '@gig/domain';
import { InMemoryAccountRepository } from './in-memory.account.repository';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryEarningsRepository implements EarningsRepository {
  constructor(private readonly store: InMemoryStore) {}

  async upsert(rows: readonly DailyEarning[]) {
    let changed = 0;
    for (const row of rows) {
      const key = `${row.accountId}|${row.earningDate}`;
      const kept = this.store.earnings.get(key);
      if (kept && kept.amountCents === row.amountCents && kept.currency === row.currency && kept.countTrips === row.countTrips) continue;
      this.store.earnings.set(key, { ...row });
      changed++;
    }
    return changed;
  }

  async search(accountId: string, range: DateRange, page: Page) {
    assertPage(page);
    const all = this.inWindow([accountId], range);
    const offset = (page.page - 1) * page.itemsPerPage;
    return { rows: all.slice(offset, offset + page.itemsPerPage), total: all.length };
  }

  async findForUser(companyId: string, ref: UserRef, range: DateRange) {
    const match = (u: User) => u.companyId === companyId && ('userId' in ref ? u.id === ref.userId : u.externalId === ref.externalId);
    const user = [...this.store.users.values()].find(match);
    if (!user || this.store.blockedUsers.has(user.id)) return null;
    const accounts = await new InMemoryAccountRepository(this.store).listByUser(companyId, user.id);
    return { accounts, rows: this.inWindow(accounts.map((a) => a.id), range) };
  }

  private inWindow(accountIds: readonly string[], range: DateRange) {
    const ids = new Set(accountIds);
    return [...this.store.earnings.values()]
      .filter((r) => ids.has(r.accountId) && r.earningDate >= range.start && r.earningDate <= range.end)
      .sort((a, b) => a.earningDate.localeCompare(b.earningDate) || a.accountId.localeCompare(b.accountId));
  }
}

/** Pages are 1-based; a page or size below 1 is a caller's bug, not an empty page. */
function assertPage(page: Page): void {
  if (!Number.isSafeInteger(page.page) || page.page < 1 || !Number.isSafeInteger(page.itemsPerPage) || page.itemsPerPage < 1) {
    throw new RangeError(`Invalid page ${page.page} of size ${page.itemsPerPage}`);
  }
}
