import type { Company } from '../companies/company';
import type { ApiKeyRepository } from '../ports/api-key.repository';
import { ApiKeyRecord, hashApiKey } from './api-key';
import { AuthenticateApiKey } from './authenticate';

const KEY = 'sk_sandbox_abcdefghijklmnopqrstuvwxyzABCDEF';
const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const record: ApiKeyRecord = { id: 'key-1', companyId: company.id, kind: 'private', prefix: KEY.slice(0, 16), hash: hashApiKey(KEY), revokedAt: null };

function setup() {
  const lookedUp: string[] = [];
  const keys: ApiKeyRepository = {
    create: () => Promise.reject(new Error('not used')),
    findById: () => Promise.reject(new Error('not used')),
    revoke: () => Promise.reject(new Error('not used')),
    findActiveByHash: async (hash) => {
      lookedUp.push(hash);
      return hash === record.hash ? { key: record, company } : null;
    },
  };
  return { lookedUp, authenticate: new AuthenticateApiKey(keys) };
}

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
});
