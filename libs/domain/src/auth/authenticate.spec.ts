import type { Company } from '../companies/company';
import type { ApiKeyRepository } from '../ports/api-key.repository';
import { ApiKeyRecord, hashApiKey } from './api-key';
import { AuthenticateApiKey } from './authenticate';

const KEY = 'sk_sandbox_abcdefghijklmnopqrstuvwxyzABCDEF';
const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const record: ApiKeyRecord = { id: 'key-1', companyId: company.id, kind: 'private', prefix: KEY.slice(0, 16), hash: hashApiKey(KEY), revokedAt: null };

const NOW = new Date('2026-11-25T10:00:00.000Z');

function setup(options: { cached?: boolean; markUsed?: () => Promise<void> } = {}) {
  const lookedUp: string[] = [];
  const used: [string, Date][] = [];
  const keys: ApiKeyRepository = {
    create: () => Promise.reject(new Error('not used')),
    createWithinLimit: () => Promise.reject(new Error('not used')),
    findById: () => Promise.reject(new Error('not used')),
    revoke: () => Promise.reject(new Error('not used')),
    listByCompany: () => Promise.reject(new Error('not used')),
    markUsed: options.markUsed ?? (async (keyId, at) => void used.push([keyId, at])),
    findActiveByHash: async (hash) => {
      lookedUp.push(hash);
      return hash === record.hash ? { key: record, company, ...(options.cached ? { cached: true } : {}) } : null;
    },
  };
  return { lookedUp, used, authenticate: new AuthenticateApiKey(keys, { now: () => NOW }) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AuthenticateApiKey', () => {
  it.each([[undefined], [''], ['   ']])('fails with missing_api_key for the header %p', async (header) => {
    const { authenticate, lookedUp } = setup();
    await expect(authenticate.execute(header)).rejects.toMatchObject({ code: 'missing_api_key' });
    expect(lookedUp).toEqual([]);
  });

  it('fails with invalid_api_key for an unknown key', async () => {
    const { authenticate, lookedUp } = setup();
    await expect(authenticate.execute('sk_sandbox_unknown')).rejects.toMatchObject({ code: 'invalid_api_key' });
    expect(lookedUp).toEqual([hashApiKey('sk_sandbox_unknown')]);
  });

  it('resolves a known key to its company, key id and kind', async () => {
    const { authenticate } = setup();
    await expect(authenticate.execute(KEY)).resolves.toEqual({ company, keyId: 'key-1', keyKind: 'private' });
  });

  it('looks the key up by its hash only, ignoring surrounding whitespace', async () => {
    const { authenticate, lookedUp } = setup();
    await expect(authenticate.execute(`  ${KEY}\t`)).resolves.toMatchObject({ keyId: 'key-1' });
    expect(lookedUp).toEqual([hashApiKey(KEY)]);
    expect(lookedUp).not.toContain(KEY);
  });

  it('records the use of a key read from the store, not of one a cache answered, nor of an unknown key', async () => {
    const fresh = setup();
    await fresh.authenticate.execute(KEY);
    await fresh.authenticate.execute('sk_sandbox_unknown').catch(() => undefined);
    await settle();
    expect(fresh.used).toEqual([['key-1', NOW]]);
    const cached = setup({ cached: true });
    await expect(cached.authenticate.execute(KEY)).resolves.toMatchObject({ keyId: 'key-1' });
    await settle();
    expect(cached.used).toEqual([]);
  });

  it('neither waits for nor fails with the write of the use', async () => {
    const never = setup({ markUsed: () => new Promise<void>(() => undefined) });
    await expect(never.authenticate.execute(KEY)).resolves.toMatchObject({ keyId: 'key-1' });
    const failing = setup({ markUsed: () => Promise.reject(new Error('database gone')) });
    await expect(failing.authenticate.execute(KEY)).resolves.toMatchObject({ keyId: 'key-1' });
    await settle();
  });
});
