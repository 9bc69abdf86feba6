import { accountStatus } from '@gig/domain';
import type { Account, Company, Repositories, User } from '@gig/domain';
import { aCompany, anAccount, aUser, MakePersistenceHarness, useHarness } from './persistence-harness';

const D0 = new Date('2026-03-10T00:00:00.000Z');
const at = (ms: number) => new Date(D0.getTime() + ms);
const HOUR = 3_600_000;

export function describeAccountDirectoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`AccountDirectory contract: ${name}`, () => {
    const harness = useHarness(make);
    const directory = () => harness().repositories.accountDirectory;

    async function company(repos: Repositories, externalId: string | null = 'worker-1'): Promise<{ company: Company; user: User }> {
      const stored = aCompany();
      await repos.companies.create(stored);
      const user = aUser(stored.id, { externalId });
      await repos.users.create(user);
      return { company: stored, user };
    }

    async function accounts(user: User, list: Partial<Account>[]): Promise<Account[]> {
      const made = list.map((overrides, i) => anAccount(user, { identifier: `login-${i}@example.com`, ...overrides }));
      for (const account of made) await harness().repositories.accounts.create(account);
      return made;
    }

    it('lists a company’s accounts newest first with their user’s external id, filtered by every field given, a page at a time', async () => {
      const repos = harness().repositories;
      const { company: mine, user } = await company(repos);
      const { user: theirs } = await company(repos);
      const [a, b, c, d] = await accounts(user, [
        { createdAt: at(1), platform: 'uber' },
        { createdAt: at(2), platform: 'didi', status: accountStatus.error, statusDetails: 'platform_error' },
        { createdAt: at(3), platform: 'uber', warning: 'banned' },
        { createdAt: at(3), platform: 'uber', status: accountStatus.pending, nextStep: 'otp' },
      ]);
      await accounts(theirs, [{ createdAt: at(4) }]);
      const tied = [c, d].sort((x, y) => (x.id < y.id ? 1 : -1));
      const page = { page: 1, itemsPerPage: 10 };
      expect(await directory().list(mine.id, {}, page)).toEqual({ total: 4, items: [...tied, b, a].map((account) => ({ account, externalId: 'worker-1' })) });
      expect((await directory().list(mine.id, { platform: 'uber' }, page)).items.map((i) => i.account.id)).toEqual([...tied, a].map((x) => x.id));
      expect(await directory().list(mine.id, { status: accountStatus.error }, page)).toEqual({ total: 1, items: [{ account: b, externalId: 'worker-1' }] });
      expect((await directory().list(mine.id, { warning: 'banned', platform: 'uber', status: accountStatus.success }, page)).items.map((i) => i.account)).toEqual([c]);
      expect(await directory().list(mine.id, { warning: 'banned', platform: 'didi' }, page)).toEqual({ total: 0, items: [] });
      expect(await directory().list(mine.id, {}, { page: 2, itemsPerPage: 3 })).toEqual({ total: 4, items: [{ account: a, externalId: 'worker-1' }] });
      expect(await directory().list(mine.id, {}, { page: 3, itemsPerPage: 3 })).toEqual({ total: 4, items: [] });
    });

    it('gives a null external id for a user without one', async () => {
      const { user } = await company(harness().repositories, null);
      const [account] = await accounts(user, [{}]);
      expect((await directory().list(user.companyId, {}, { page: 1, itemsPerPage: 5 })).items).toEqual([{ account, externalId: null }]);
    });

    it('counts the company’s accounts by status and by warning, leaving out what none has', async () => {
      const repos = harness().repositories;
      const { company: mine, user } = await company(repos);
      const { company: other, user: theirs } = await company(repos);
      await accounts(user, [{ warning: 'banned' }, { warning: 'banned' }, { warning: 'rider_account' }, { status: accountStatus.error }, { status: accountStatus.pending }]);
      await accounts(theirs, [{ status: accountStatus.requiresAuth, warning: 'needs_auth' }]);
      expect(await directory().countByStatus(mine.id)).toEqual({ success: 3, error: 1, pending: 1 });
      expect(await directory().countByWarning(mine.id)).toEqual({ banned: 2, rider_account: 1 });
      expect(await directory().countByStatus(other.id)).toEqual({ requires_auth: 1 });
      expect(await directory().countByStatus(aCompany().id)).toEqual({});
      expect(await directory().countByWarning(aCompany().id)).toEqual({});
    });

    it('counts accounts created each UTC day of the range, and those of them that connected, zeros included', async () => {
      const repos = harness().repositories;
      const { company: mine, user } = await company(repos);
      const { user: theirs } = await company(repos);
      await accounts(user, [
        { createdAt: at(-1) },
        { createdAt: at(0), lastSuccessfulConnection: '2026-03-12' },
        { createdAt: at(23 * HOUR + 3_599_999) },
        { createdAt: at(48 * HOUR), lastSuccessfulConnection: '2026-03-12' },
        { createdAt: at(72 * HOUR) },
      ]);
      await accounts(theirs, [{ createdAt: at(HOUR) }]);
      expect(await directory().connectionsPerDay(mine.id, '2026-03-10', '2026-03-12')).toEqual([
        { date: '2026-03-10', created: 2, connected: 1 },
        { date: '2026-03-11', created: 0, connected: 0 },
        { date: '2026-03-12', created: 1, connected: 1 },
      ]);
      expect(await directory().connectionsPerDay(mine.id, '2026-03-09', '2026-03-09')).toEqual([{ date: '2026-03-09', created: 1, connected: 0 }]);
      expect(await directory().connectionsPerDay(mine.id, '2026-03-12', '2026-03-11')).toEqual([]);
    });
  });
}
