import { aCompany, anAccount, anEmployment, aProfile, aUser, MakePersistenceHarness, useHarness } from './persistence-harness';

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

    it('deletes a user of its company with its accounts and their data', async () => {
      const repos = harness().repositories;
      const [mine, theirs] = [aCompany(), aCompany({ name: 'Other' })];
      await repos.companies.create(mine);
      await repos.companies.create(theirs);
      const [gone, kept] = [aUser(mine.id, { externalId: 'client-1' }), aUser(mine.id, { externalId: 'client-2' })];
      await repos.users.create(gone);
      await repos.users.create(kept);
      const [goneAccount, keptAccount] = [anAccount(gone), anAccount(kept)];
      await repos.accounts.create(goneAccount);
      await repos.accounts.create(keptAccount);
      const day = (accountId: string) => ({ accountId, earningDate: '2025-01-01', amountCents: 100, currency: 'mxn', countTrips: 1 });
      await repos.earnings.upsert([day(goneAccount.id), day(keptAccount.id)]);
      await repos.accountData.saveProfile(goneAccount.id, aProfile());
      await repos.accountData.saveEmployment(goneAccount.id, anEmployment());
      await repos.jobs.enqueue('retrieve_account_data', goneAccount.id, new Date('2025-01-01T00:00:00.000Z'));

      expect(await repos.users.delete(theirs.id, gone.id)).toBe(false);
      expect(await repos.users.delete(mine.id, gone.id)).toBe(true);
      expect(await repos.users.delete(mine.id, gone.id)).toBe(false);

      expect(await repos.users.findByRef(mine.id, { userId: gone.id })).toBeNull();
      expect(await repos.accounts.findAnyById(goneAccount.id)).toBeNull();
      expect(await repos.accountData.findProfile(goneAccount.id)).toBeNull();
      expect(await repos.accountData.findEmployment(goneAccount.id)).toBeNull();
      expect(await repos.jobs.claim('worker-1', new Date('2030-01-01T00:00:00.000Z'), 60_000)).toBeNull();
      const range = { start: '2025-01-01', end: '2025-01-31' };
      const firstPage = { page: 1, itemsPerPage: 10 };
      expect(await repos.earnings.search(goneAccount.id, range, firstPage)).toEqual({ rows: [], total: 0 });
      expect(await repos.earnings.search(keptAccount.id, range, firstPage)).toEqual({ rows: [day(keptAccount.id)], total: 1 });
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
