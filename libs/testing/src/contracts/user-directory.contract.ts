import type { Repositories, User } from '@gig/domain';
import { anAccount, aUser, MakePersistenceHarness, seedTwoCompanies, useHarness } from './persistence-harness';

const created = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

export function describeUserDirectoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`UserDirectory contract: ${name}`, () => {
    const harness = useHarness(make);
    const search = (companyId: string, query: string, page = 1, itemsPerPage = 10) => harness().repositories.userDirectory.search(companyId, query, { page, itemsPerPage });

    async function seed(repos: Repositories) {
      const { mine, theirs } = await seedTwoCompanies(repos);
      const ids = ['wk-10', 'wk-1', 'WK-2', 'wk_1', 'wk-1%', null, 'wk-ñ', 'wk-z'];
      const users: User[] = ids.map((externalId, i) => aUser(mine.id, { externalId, createdAt: created(i) }));
      for (const user of users) await repos.users.create(user);
      await repos.users.create(aUser(theirs.id, { externalId: 'wk-1-theirs' }));
      await repos.accounts.create(anAccount(users[1], { identifier: 'a@example.com' }));
      await repos.accounts.create(anAccount(users[1], { identifier: 'b@example.com' }));
      const byId = (externalId: string | null) => users.find((u) => u.externalId === externalId) as User;
      return { mine, theirs, users, byId };
    }

    it('lists every user newest first, with how many accounts each has, a page at a time', async () => {
      const { mine, users } = await seed(harness().repositories);
      const all = await search(mine.id, '');
      expect(all.total).toBe(8);
      expect(all.items.map((i) => i.user)).toEqual([...users].reverse());
      expect(all.items.map((i) => i.accountsCount)).toEqual([0, 0, 0, 0, 0, 0, 2, 0]);
      expect(await search(mine.id, '', 3, 3)).toEqual({ total: 8, items: [{ user: users[1], accountsCount: 2 }, { user: users[0], accountsCount: 0 }] });
      expect(await search(mine.id, '', 4, 3)).toEqual({ total: 8, items: [] });
    });

    it('finds a user by its id, only in its company', async () => {
      const { mine, theirs, users } = await seed(harness().repositories);
      expect(await search(mine.id, users[1].id.toUpperCase())).toEqual({ total: 1, items: [{ user: users[1], accountsCount: 2 }] });
      expect(await search(theirs.id, users[1].id)).toEqual({ total: 0, items: [] });
    });

    it('finds users whose external id starts with the text, case-sensitive and literally, by external id', async () => {
      const { mine, byId } = await seed(harness().repositories);
      const ids = async (query: string, page = 1, size = 10) => (await search(mine.id, query, page, size)).items.map((i) => i.user.externalId);
      expect(await ids('wk-1')).toEqual(['wk-1', 'wk-1%', 'wk-10']);
      expect(await ids('wk-')).toEqual(['wk-1', 'wk-1%', 'wk-10', 'wk-z', 'wk-ñ']);
      expect(await ids('wk-', 2, 2)).toEqual(['wk-10', 'wk-z']);
      expect((await search(mine.id, 'wk-', 2, 2)).total).toBe(5);
      expect(await ids('wk_')).toEqual(['wk_1']);
      expect(await ids('wk-1%')).toEqual(['wk-1%']);
      expect(await ids('WK')).toEqual(['WK-2']);
      expect(await ids('wk-ñ')).toEqual(['wk-ñ']);
      expect(await ids('nobody')).toEqual([]);
      expect(await search(mine.id, 'wk-1')).toMatchObject({ total: 3, items: [{ user: byId('wk-1'), accountsCount: 2 }, {}, {}] });
    });
  });
}
