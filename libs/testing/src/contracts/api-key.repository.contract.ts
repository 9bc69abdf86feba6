import { randomUUID } from 'node:crypto';
import { ApiKeyRecord, hashApiKey } from '@gig/domain';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';

const aKey = (companyId: string, text: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id: randomUUID(), companyId, kind: 'private', prefix: text.slice(0, 16), hash: hashApiKey(text), revokedAt: null, ...overrides,
});

export function describeApiKeyRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`ApiKeyRepository listing contract: ${name}`, () => {
    const harness = useHarness(make);

    async function keys() {
      const repos = harness().repositories;
      const [mine, theirs] = [aCompany(), aCompany({ name: 'Other' })];
      await repos.companies.create(mine);
      await repos.companies.create(theirs);
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
  });
}
