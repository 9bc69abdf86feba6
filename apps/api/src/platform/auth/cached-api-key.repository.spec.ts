import type { ApiKeyRecord, ApiKeyRepository, Company } from '@gig/domain';
import { CachedApiKeyRepository } from './cached-api-key.repository';

describe('CachedApiKeyRepository', () => {
  const company = { id: 'c1' } as Company;
  const key: ApiKeyRecord = { id: 'k1', companyId: 'c1', kind: 'private', prefix: 'sk_', hash: 'h', revokedAt: null };
  let now = 0;
  let answer: { key: ApiKeyRecord; company: Company } | null;
  let lookups = 0;
  const inner: ApiKeyRepository = {
    create: async () => undefined, createWithinLimit: async () => true, findActiveByHash: async () => (lookups++, answer), findById: async () => null, revoke: async () => undefined,
    listByCompany: async () => [], markUsed: async () => undefined,
  };
  const clock = { now: () => new Date(now) };

  beforeEach(() => {
    now = 0;
    lookups = 0;
    answer = { key, company };
  });

  it.each([
    { behaviour: 'answers a valid key from memory until the time to live has passed', cachedKey: key, expiresAt: 5_000 },
    {
      behaviour: 'asks again once a rotated key’s revocation time has come, without waiting for the time to live',
      cachedKey: { ...key, revokedAt: new Date(1_000) }, expiresAt: 1_000,
    },
  ])('$behaviour', async ({ cachedKey, expiresAt }) => {
    const cache = new CachedApiKeyRepository(inner, clock, 5_000);
    answer = { key: cachedKey, company };
    await cache.findActiveByHash('h');
    now = expiresAt - 1;
    expect(await cache.findActiveByHash('h')).toEqual({ key: cachedKey, company, cached: true });
    expect(lookups).toBe(1);
    answer = null;
    now = expiresAt;
    expect(await cache.findActiveByHash('h')).toBeNull();
    expect(lookups).toBe(2);
  });

  it('never remembers an unknown key', async () => {
    answer = null;
    const cache = new CachedApiKeyRepository(inner, clock, 5_000);
    await cache.findActiveByHash('x');
    await cache.findActiveByHash('x');
    expect(lookups).toBe(2);
  });

  it('keeps at most the given number of keys', async () => {
    const cache = new CachedApiKeyRepository(inner, clock, 5_000, 2);
    for (const hash of ['a', 'b', 'c', 'a']) await cache.findActiveByHash(hash);
    expect(lookups).toBe(4);
  });

  it('says which answers came from the database', async () => {
    const cache = new CachedApiKeyRepository(inner, clock, 5_000);
    expect(await cache.findActiveByHash('h')).toEqual({ key, company });
    expect(await cache.findActiveByHash('h')).toEqual({ key, company, cached: true });
  });

  it('asks the database again at once for a key it is told to forget, and only for that key', async () => {
    const cache = new CachedApiKeyRepository(inner, clock, 5_000);
    const other: ApiKeyRecord = { ...key, id: 'k2', hash: 'h2' };
    await cache.findActiveByHash('h');
    answer = { key: other, company };
    await cache.findActiveByHash('h2');
    cache.forget('k1');
    answer = null;
    expect(await cache.findActiveByHash('h')).toBeNull();
    expect(await cache.findActiveByHash('h2')).toMatchObject({ key: other, cached: true });
    expect(lookups).toBe(3);
  });
});
