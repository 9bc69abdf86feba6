import { expectAccountDataCascaded, seedAccountData } from './account-cascade.fixtures';
import { aCompany, anAccount, aUser, MakePersistenceHarness, seedTwoCompanies, useHarness } from './persistence-harness';

export function describeUserRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`UserRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('finds a user by id and by external id within its company only', async () => {
      const { users } = harness().repositories;
      const { mine, theirs } = await seedTwoCompanies(harness().repositories);
      const user = aUser(mine.id, { externalId: 'client-42' });
      await users.create(user);
      expect(await users.findByRef(mine.id, { userId: user.id })).toEqual(user);
      expect(await users.findByRef(mine.id, { externalId: 'client-42' })).toEqual(user);
      expect(await users.findByRef(theirs.id, { userId: user.id })).toBeNull();
      expect(await users.findByRef(theirs.id, { externalId: 'client-42' })).toBeNull();
    });

    it('keeps external ids unique per company, not across companies', async () => {
      const { users } = harness().repositories;
      const { mine, theirs } = await seedTwoCompanies(harness().repositories);
      await users.create(aUser(mine.id, { externalId: 'same' }));
      await expect(users.create(aUser(mine.id, { externalId: 'same' }))).rejects.toThrow();
      await expect(users.create(aUser(theirs.id, { externalId: 'same' }))).resolves.toBeUndefined();
    });

    it('allows many users without an external id', async () => {
      const { companies, users } = harness().repositories;
      const company = aCompany();
      await companies.create(company);
      await users.create(aUser(company.id));
      await expect(users.create(aUser(company.id))).resolves.toBeUndefined();
    });

    it('deletes a user of its company with its accounts and their data', async () => {
      const repos = harness().repositories;
      const { mine, theirs } = await seedTwoCompanies(repos);
      const [gone, kept] = [aUser(mine.id, { externalId: 'client-1' }), aUser(mine.id, { externalId: 'client-2' })];
      await repos.users.create(gone);
      await repos.users.create(kept);
      const [goneAccount, keptAccount] = [anAccount(gone), anAccount(kept)];
      await repos.accounts.create(goneAccount);
      await repos.accounts.create(keptAccount);
      await seedAccountData(repos, goneAccount.id, keptAccount.id);

      expect(await repos.users.delete(theirs.id, gone.id)).toBe(false);
      expect(await repos.users.delete(mine.id, gone.id)).toBe(true);
      expect(await repos.users.delete(mine.id, gone.id)).toBe(false);

      expect(await repos.users.findByRef(mine.id, { userId: gone.id })).toBeNull();
      expect(await repos.accounts.findAnyById(goneAccount.id)).toBeNull();
      await expectAccountDataCascaded(repos, goneAccount.id, keptAccount.id);
      expect(await repos.users.findByRef(mine.id, { externalId: 'client-2' })).toEqual(kept);
      expect(await repos.accounts.findAnyById(keptAccount.id)).toEqual(keptAccount);
    });

    it('frees the external id of a deleted user', async () => {
      const { companies, users } = harness().repositories;
      const company = aCompany();
      await companies.create(company);
      const first = aUser(company.id, { externalId: 'again' });
      await users.create(first);
      expect(await users.delete(company.id, first.id)).toBe(true);
      const second = aUser(company.id, { externalId: 'again' });
      await users.create(second);
      expect(await users.findByRef(company.id, { externalId: 'again' })).toEqual(second);
    });
  });
}
