import { aCompany, aUser, MakePersistenceHarness, useHarness } from './persistence-harness';

export function describeUserRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`UserRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('finds a user by id and by external id within its company only', async () => {
      const { companies, users } = harness().repositories;
      const [mine, theirs] = [aCompany(), aCompany({ name: 'Other' })];
      await companies.create(mine);
      await companies.create(theirs);
      const user = aUser(mine.id, { externalId: 'client-42' });
      await users.create(user);
      expect(await users.findByRef(mine.id, { userId: user.id })).toEqual(user);
      expect(await users.findByRef(mine.id, { externalId: 'client-42' })).toEqual(user);
      expect(await users.findByRef(theirs.id, { userId: user.id })).toBeNull();
      expect(await users.findByRef(theirs.id, { externalId: 'client-42' })).toBeNull();
    });

    it('keeps external ids unique per company, not across companies', async () => {
      const { companies, users } = harness().repositories;
      const [mine, theirs] = [aCompany(), aCompany({ name: 'Other' })];
      await companies.create(mine);
      await companies.create(theirs);
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
  });
}
