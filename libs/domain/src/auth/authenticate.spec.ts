import { InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { Company } from '../companies/company';
import { ApiKeyRecord, hashApiKey } from './api-key';
import { AuthenticateApiKey } from './authenticate';

const KEY = 'sk_sandbox_abcdefghijklmnopqrstuvwxyzABCDEF';
const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const record: ApiKeyRecord = { id: 'key-1', companyId: company.id, kind: 'private', prefix: KEY.slice(0, 16), hash: hashApiKey(KEY), revokedAt: null };

const NOW = new Date('2026-11-25T10:00:00.000Z');

/**
 * The key over the in-memory api-key repository, its look-ups watched; `cached` answers as a cache in front
 * of it would, `markUsed` stands in for the write of the use.
 */
async function setup(options: { cached?: boolean; markUsed?: () => Promise<void> } = {}) {
  const store = new InMemoryStore();
  store.companies.set(company.id, company);
  const keys = inMemoryRepositories(store).apiKeys;
  await keys.create(record);
  const lookUp = keys.findActiveByHash.bind(keys);
  const lookedUp = jest.spyOn(keys, 'findActiveByHash').mockImplementation(async (hash) => {
    const found = await lookUp(hash);
    return found && options.cached ? { ...found, cached: true } : found;
  });
  if (options.markUsed) jest.spyOn(keys, 'markUsed').mockImplementation(options.markUsed);
  return {
    lookedUp: () => lookedUp.mock.calls.map(([hash]) => hash),
    used: () => [...store.apiKeyUses].filter(([, use]) => use.lastUsedAt !== null).map(([id, use]) => [id, use.lastUsedAt]),
    authenticate: new AuthenticateApiKey(keys, { now: () => NOW }),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AuthenticateApiKey', () => {
  it.each([[undefined], [''], ['   ']])('fails with missing_api_key for the header %p', async (header) => {
    const { authenticate, lookedUp } = await setup();
    await expect(authenticate.execute(header)).rejects.toMatchObject({ code: 'missing_api_key' });
    expect(lookedUp()).toEqual([]);
  });

  it('fails with invalid_api_key for an unknown key', async () => {
    const { authenticate, lookedUp } = await setup();
    await expect(authenticate.execute('sk_sandbox_unknown')).rejects.toMatchObject({ code: 'invalid_api_key' });
    expect(lookedUp()).toEqual([hashApiKey('sk_sandbox_unknown')]);
  });

  it('resolves a known key to its company, key id and kind', async () => {
    const { authenticate } = await setup();
    await expect(authenticate.execute(KEY)).resolves.toEqual({ company, keyId: 'key-1', keyKind: 'private' });
  });

  it('looks the key up by its hash only, ignoring surrounding whitespace', async () => {
    const { authenticate, lookedUp } = await setup();
    await expect(authenticate.execute(`  ${KEY}\t`)).resolves.toMatchObject({ keyId: 'key-1' });
    expect(lookedUp()).toEqual([hashApiKey(KEY)]);
    expect(lookedUp()).not.toContain(KEY);
  });

  it('records the use of a key read from the store, not of one a cache answered, nor of an unknown key', async () => {
    const fresh = await setup();
    await fresh.authenticate.execute(KEY);
    await fresh.authenticate.execute('sk_sandbox_unknown').catch(() => undefined);
    await settle();
    expect(fresh.used()).toEqual([['key-1', NOW]]);
    const cached = await setup({ cached: true });
    await expect(cached.authenticate.execute(KEY)).resolves.toMatchObject({ keyId: 'key-1' });
    await settle();
    expect(cached.used()).toEqual([]);
  });

  it('neither waits for nor fails with the write of the use', async () => {
    const never = await setup({ markUsed: () => new Promise<void>(() => undefined) });
    await expect(never.authenticate.execute(KEY)).resolves.toMatchObject({ keyId: 'key-1' });
    const failing = await setup({ markUsed: () => Promise.reject(new Error('database gone')) });
    await expect(failing.authenticate.execute(KEY)).resolves.toMatchObject({ keyId: 'key-1' });
    await settle();
  });
});
