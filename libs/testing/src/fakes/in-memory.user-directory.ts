import { isUuid, Page, User, UserDirectory, DirectoryUser } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

/** Byte order of the UTF-8 text, as PostgreSQL's `text_pattern_ops` compares. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

const newestFirst = (a: User, b: User) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export class InMemoryUserDirectory implements UserDirectory {
  constructor(private readonly store: InMemoryStore) {}

  async search(companyId: string, query: string, page: Page): Promise<{ items: DirectoryUser[]; total: number }> {
    const users = [...this.store.users.values()].filter((u) => u.companyId === companyId && !this.store.blockedUsers.has(u.id));
    const matches =
      query === ''
        ? users.sort(newestFirst)
        : isUuid(query)
          ? users.filter((u) => u.id === query.toLowerCase())
          : users.filter((u) => u.externalId?.startsWith(query)).sort((a, b) => byBytes(a.externalId ?? '', b.externalId ?? ''));
    const offset = (page.page - 1) * page.itemsPerPage;
    const items = matches.slice(offset, offset + page.itemsPerPage).map((user) => ({
      user,
      accountsCount: [...this.store.accounts.values()].filter((a) => a.userId === user.id).length,
    }));
    return { items, total: matches.length };
  }
}
