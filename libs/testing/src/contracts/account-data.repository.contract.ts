import { anEmployment, aProfile, MakePersistenceHarness, twoAccountsIn, useHarness } from './persistence-harness';

export function describeAccountDataRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`AccountDataRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    const twoAccounts = () => twoAccountsIn(harness, { platform: 'imss', identifier: 'NUNJ900228HDFXXX01' });

    it('has no profile or employment for an account until one is saved', async () => {
      const { repos: { accountData: data }, a } = await twoAccounts();
      expect(await data.findProfile(a.id)).toBeNull();
      expect(await data.findEmployment(a.id)).toBeNull();
      expect(await data.findProfile('00000000-0000-4000-8000-000000000001')).toBeNull();
    });

    it('returns a profile exactly as saved, and replaces it on the next save', async () => {
      const { repos: { accountData: data }, a } = await twoAccounts();
      await data.saveProfile(a.id, aProfile());
      expect(await data.findProfile(a.id)).toEqual(aProfile());
      const bare = aProfile({ workerId: null, idsInfo: [], vehicleInfo: null, metricsInfo: null });
      await data.saveProfile(a.id, bare);
      expect(await data.findProfile(a.id)).toEqual(bare);
      expect(await data.findEmployment(a.id)).toBeNull();
    });

    it('returns an employment record exactly as saved, and replaces it on the next save', async () => {
      const { repos: { accountData: data }, b } = await twoAccounts();
      await data.saveEmployment(b.id, anEmployment());
      expect(await data.findEmployment(b.id)).toEqual(anEmployment());
      const unemployed = anEmployment({
        employmentInfo: { quotedWeeks: 0, discountedWeeks: 0, reintegratedWeeks: 0, status: 'unemployed' },
        employmentHistory: [],
      });
      await data.saveEmployment(b.id, unemployed);
      expect(await data.findEmployment(b.id)).toEqual(unemployed);
      expect(await data.findProfile(b.id)).toBeNull();
    });

    it('tells whether a save created, changed or found the same document', async () => {
      const { repos: { accountData: data }, a } = await twoAccounts();
      await expect(data.saveProfile(a.id, aProfile())).resolves.toBe(true);
      await expect(data.saveProfile(a.id, aProfile())).resolves.toBe(false);
      await expect(data.saveProfile(a.id, aProfile({ workerId: 'changed' }))).resolves.toBe(true);
      await expect(data.saveEmployment(a.id, anEmployment())).resolves.toBe('created');
      await expect(data.saveEmployment(a.id, anEmployment())).resolves.toBe('unchanged');
      const more = anEmployment({ employmentInfo: { ...anEmployment().employmentInfo, quotedWeeks: 513 } });
      await expect(data.saveEmployment(a.id, more)).resolves.toBe('updated');
      expect(await data.findEmployment(a.id)).toEqual(more);
    });

    it('keeps each account’s documents apart', async () => {
      const { repos: { accountData: data }, a, b } = await twoAccounts();
      const other = aProfile({ workerId: 'other' });
      await data.saveProfile(a.id, aProfile());
      await data.saveProfile(b.id, other);
      expect(await data.findProfile(a.id)).toEqual(aProfile());
      expect(await data.findProfile(b.id)).toEqual(other);
    });

    it('hands out copies: changing a returned document changes nothing stored', async () => {
      const { repos: { accountData: data }, a } = await twoAccounts();
      await data.saveProfile(a.id, aProfile());
      const found = await data.findProfile(a.id);
      found?.idsInfo.push({ type: 'rfc', name: 'RFC', value: 'X' });
      expect(await data.findProfile(a.id)).toEqual(aProfile());
    });

    it('refuses documents of an account that does not exist', async () => {
      const { repos: { accountData: data } } = await twoAccounts();
      await expect(data.saveProfile('00000000-0000-4000-8000-000000000001', aProfile())).rejects.toThrow();
      await expect(data.saveEmployment('00000000-0000-4000-8000-000000000001', anEmployment())).rejects.toThrow();
    });
  });
}
