import { anAccount, MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

export function describeAccountRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`AccountRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('lists a user’s accounts oldest first, scoped to the company', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const newer = anAccount(user, { platform: 'rappi', country: 'co', createdAt: new Date('2025-03-02T00:00:00Z') });
      const older = anAccount(user, { lastSuccessfulConnection: '2025-03-01', createdAt: new Date('2025-03-01T00:00:00Z') });
      await repos.accounts.create(newer);
      await repos.accounts.create(older);
      expect(await repos.accounts.listByUser(company.id, user.id)).toEqual([older, newer]);
      expect(await repos.accounts.listByUser('00000000-0000-4000-8000-000000000000', user.id)).toEqual([]);
      expect(await repos.accounts.findById(company.id, older.id)).toEqual(older);
      expect(await repos.accounts.findById('00000000-0000-4000-8000-000000000000', older.id)).toBeNull();
    });

    it('finds an account by its login and updates its last successful connection', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const account = anAccount(user, { identifier: '+525512345678', platform: 'didi' });
      await repos.accounts.create(account);
      expect(await repos.accounts.findByLogin(user.id, 'didi', '+525512345678')).toEqual(account);
      expect(await repos.accounts.findByLogin(user.id, 'uber', '+525512345678')).toBeNull();
      await repos.accounts.setLastSuccessfulConnection(account.id, '2025-04-30');
      expect((await repos.accounts.findById(company.id, account.id))?.lastSuccessfulConnection).toBe('2025-04-30');
      await repos.accounts.setLastSuccessfulConnection(account.id, null);
      expect((await repos.accounts.findById(company.id, account.id))?.lastSuccessfulConnection).toBeNull();
    });
  });
}
