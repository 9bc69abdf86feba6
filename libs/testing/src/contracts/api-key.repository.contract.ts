import { randomUUID } from 'node:crypto';
import { ApiKeyRecord, hashApiKey } from '@gig/domain';
import { aCompany, MakePersistenceHarness, seedTwoCompanies, useHarness } from './persistence-harness';

const aKey = (companyId: string, text: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id: randomUUID(), companyId, kind: 'private', prefix: text.slice(0, 16), hash: hashApiKey(text), revokedAt: null, ...overrides,
});

export function describeApiKeyRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`ApiKeyRepository listing contract: ${name}`, () => {
    const harness = useHarness(make);

    async function keys() {
      const repos = harness().repositories;
      const { mine, theirs } = await seedTwoCompanies(repos);
      const older = aKey(mine.id, 'sk_sandbox_older');
      const newer = aKey(mine.id, 'pk_sandbox_newer', { kind: 'public' });
      const before = Date.now();
      await repos.apiKeys.create(older);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await repos.apiKeys.create(newer);
      await repos.apiKeys.create(aKey(theirs.id, 'sk_sandbox_theirs'));
      return { repos, mine, older, newer, before };
    }

    it('lists a company’s keys newest first, revoked ones included, with when they were made and last used', async () => {
      const { repos, mine, older, newer, before } = await keys();
      const revokedAt = new Date('2026-01-01T00:00:00.000Z');
      await repos.apiKeys.revoke(older.id, revokedAt);
      const listed = await repos.apiKeys.listByCompany(mine.id);
      expect(listed).toEqual([
        { ...newer, createdAt: expect.any(Date), lastUsedAt: null },
        { ...older, revokedAt, createdAt: expect.any(Date), lastUsedAt: null },
      ]);
      expect(listed[1].createdAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
      expect(await repos.apiKeys.listByCompany(aCompany().id)).toEqual([]);
    });

    it('records a use at most once a minute', async () => {
      const { repos, mine, older } = await keys();
      const t = new Date('2026-02-01T10:00:00.000Z');
      const later = (ms: number) => new Date(t.getTime() + ms);
      const lastUsed = async () => (await repos.apiKeys.listByCompany(mine.id)).find((k) => k.id === older.id)?.lastUsedAt;
      await repos.apiKeys.markUsed(older.id, t);
      expect(await lastUsed()).toEqual(t);
      await repos.apiKeys.markUsed(older.id, later(60_000));
      expect(await lastUsed()).toEqual(t);
      await repos.apiKeys.markUsed(older.id, later(60_001));
      expect(await lastUsed()).toEqual(later(60_001));
      await repos.apiKeys.markUsed(randomUUID(), t);
      await repos.apiKeys.markUsed('not-a-uuid', t);
      expect((await repos.apiKeys.findById(older.id))).toEqual(older);
    });

    it('creates a key only below the company’s most working keys: revoked ones do not count, ones in grace do, the replaced one not', async () => {
      const repos = harness().repositories;
      const { mine, theirs } = await seedTwoCompanies(repos);
      const at = new Date('2026-03-01T00:00:00.000Z');
      const limit = { max: 2, at };
      const [graced, revoked] = [aKey(mine.id, 'sk_sandbox_graced', { revokedAt: new Date(at.getTime() + 60_000) }), aKey(mine.id, 'sk_sandbox_revoked', { revokedAt: at })];
      await repos.apiKeys.create(graced);
      await repos.apiKeys.create(revoked);
      await repos.apiKeys.create(aKey(theirs.id, 'sk_sandbox_theirs_1'));
      await repos.apiKeys.create(aKey(theirs.id, 'sk_sandbox_theirs_2'));
      expect(await repos.apiKeys.createWithinLimit(aKey(mine.id, 'sk_sandbox_second'), limit)).toBe(true);
      const refused = aKey(mine.id, 'sk_sandbox_third');
      expect(await repos.apiKeys.createWithinLimit(refused, limit)).toBe(false);
      expect(await repos.apiKeys.findById(refused.id)).toBeNull();
      expect(await repos.apiKeys.createWithinLimit(refused, { ...limit, replacing: graced.id })).toBe(true);
      expect(await repos.apiKeys.findById(refused.id)).toEqual(refused);
    });

    it('lets parallel creations for one company past its limit none over it', async () => {
      const { repositories, unitOfWork } = harness();
      const mine = aCompany();
      await repositories.companies.create(mine);
      const limit = { max: 5, at: new Date() };
      const created = await Promise.all(
        Array.from({ length: 12 }, (_, i) => unitOfWork.run((repos) => repos.apiKeys.createWithinLimit(aKey(mine.id, `sk_sandbox_parallel_${i}`), limit))),
      );
      expect(created.filter(Boolean)).toHaveLength(5);
      expect(await repositories.apiKeys.listByCompany(mine.id)).toHaveLength(5);
    });
  });
}
