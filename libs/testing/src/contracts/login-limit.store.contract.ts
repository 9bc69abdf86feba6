import type { LoginLimitState } from '@gig/domain';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';

export function describeLoginLimitStoreContract(name: string, make: MakePersistenceHarness): void {
  describe(`LoginLimitStore contract: ${name}`, () => {
    const harness = useHarness(make);

    async function aStoredCompany() {
      const company = aCompany();
      await harness().repositories.companies.create(company);
      return company;
    }

    const state = (companyId: string, overrides: Partial<LoginLimitState> = {}): LoginLimitState => ({
      companyId,
      platform: 'uber',
      identifier: 'driver@example.com',
      lastSuccessAt: new Date('2025-05-01T10:00:00.123Z'),
      blockedUntil: null,
      blockCode: null,
      ...overrides,
    });

    it('finds nothing for a login never saved', async () => {
      const company = await aStoredCompany();
      expect(await harness().repositories.loginLimits.find(company.id, 'uber', 'driver@example.com')).toBeNull();
    });

    it('saves a state and replaces it on the next save of the same login', async () => {
      const { loginLimits } = harness().repositories;
      const company = await aStoredCompany();
      await loginLimits.save(state(company.id));
      expect(await loginLimits.find(company.id, 'uber', 'driver@example.com')).toEqual(state(company.id));
      const blocked = state(company.id, { blockedUntil: new Date('2025-05-01T10:30:00.000Z'), blockCode: 'login_refused' });
      await loginLimits.save(blocked);
      expect(await loginLimits.find(company.id, 'uber', 'driver@example.com')).toEqual(blocked);
      const cleared = state(company.id, { lastSuccessAt: null });
      await loginLimits.save(cleared);
      expect(await loginLimits.find(company.id, 'uber', 'driver@example.com')).toEqual(cleared);
    });

    it('keeps each company, platform and identifier apart', async () => {
      const { loginLimits } = harness().repositories;
      const [mine, theirs] = [await aStoredCompany(), await aStoredCompany()];
      const saved = [
        state(mine.id),
        state(theirs.id, { lastSuccessAt: new Date('2025-05-02T00:00:00.000Z') }),
        state(mine.id, { platform: 'didi', lastSuccessAt: null, blockedUntil: new Date('2025-05-03T00:00:00.000Z'), blockCode: 'too_many_requests' }),
        state(mine.id, { identifier: 'other@example.com', lastSuccessAt: new Date('2025-05-04T00:00:00.000Z') }),
      ];
      for (const each of saved) await loginLimits.save(each);
      for (const each of saved) expect(await loginLimits.find(each.companyId, each.platform, each.identifier)).toEqual(each);
      expect(await loginLimits.find(theirs.id, 'didi', 'driver@example.com')).toBeNull();
    });

    it('refuses a state of a company that does not exist', async () => {
      await expect(harness().repositories.loginLimits.save(state('00000000-0000-4000-8000-000000000001'))).rejects.toThrow();
    });
  });
}
