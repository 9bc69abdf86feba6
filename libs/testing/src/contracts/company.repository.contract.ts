import { hashApiKey } from '@gig/domain';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';

export function describeCompanyRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`CompanyRepository and ApiKeyRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('stores a company and finds it by id', async () => {
      const { companies } = harness().repositories;
      const company = aCompany({ environment: 'live', readEnabled: false });
      await companies.create(company);
      expect(await companies.findById(company.id)).toEqual(company);
      expect(await companies.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await companies.count()).toBe(1);
    });

    it('changes only the permissions it is given', async () => {
      const { companies } = harness().repositories;
      const company = aCompany();
      await companies.create(company);
      const updated = await companies.setPermissions(company.id, { writeEnabled: false });
      expect(updated).toEqual({ ...company, writeEnabled: false });
      expect(await companies.findById(company.id)).toEqual({ ...company, writeEnabled: false });
      expect(await companies.setPermissions('00000000-0000-4000-8000-000000000000', { readEnabled: false })).toBeNull();
      expect(await companies.setPermissions(company.id, { rateLimitPerMinute: 120 })).toEqual({ ...company, writeEnabled: false, rateLimitPerMinute: 120 });
      expect(await companies.findById(company.id)).toEqual({ ...company, writeEnabled: false, rateLimitPerMinute: 120 });
      expect(await companies.setPermissions(company.id, { rateLimitPerMinute: null })).toEqual({ ...company, writeEnabled: false });
    });

    it('finds an active key by its hash with its company, never a revoked one', async () => {
      const { companies, apiKeys } = harness().repositories;
      const company = aCompany();
      await companies.create(company);
      const active = { id: crypto.randomUUID(), companyId: company.id, kind: 'private' as const, prefix: 'sk_sandbox_abcd', hash: hashApiKey('a'), revokedAt: null };
      const revoked = { ...active, id: crypto.randomUUID(), hash: hashApiKey('b'), revokedAt: new Date('2025-02-01T00:00:00Z') };
      await apiKeys.create(active);
      await apiKeys.create(revoked);
      expect(await apiKeys.findActiveByHash(hashApiKey('a'))).toEqual({ key: active, company });
      expect(await apiKeys.findActiveByHash(hashApiKey('b'))).toBeNull();
      expect(await apiKeys.findActiveByHash(hashApiKey('c'))).toBeNull();
    });

    it('keeps a key with a revocation time to come working until then; an earlier revocation stands', async () => {
      const { companies, apiKeys } = harness().repositories;
      const company = aCompany();
      await companies.create(company);
      const key = { id: crypto.randomUUID(), companyId: company.id, kind: 'public' as const, prefix: 'pk_sandbox_abcd', hash: hashApiKey('d'), revokedAt: null };
      await apiKeys.create(key);
      const inAnHour = new Date(Date.now() + 3_600_000);
      await apiKeys.revoke(key.id, inAnHour);
      expect(await apiKeys.findById(key.id)).toEqual({ ...key, revokedAt: inAnHour });
      expect((await apiKeys.findActiveByHash(hashApiKey('d')))?.key).toEqual({ ...key, revokedAt: inAnHour });
      const now = new Date(Date.now() - 1_000);
      await apiKeys.revoke(key.id, now);
      await apiKeys.revoke(key.id, inAnHour);
      expect(await apiKeys.findById(key.id)).toEqual({ ...key, revokedAt: now });
      expect(await apiKeys.findActiveByHash(hashApiKey('d'))).toBeNull();
      expect(await apiKeys.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
    });
  });
}
