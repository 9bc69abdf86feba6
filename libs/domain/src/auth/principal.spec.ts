import type { Company } from '../companies/company';
import { DomainError } from '../errors/domain-error';
import type { ApiKeyKind } from './api-key';
import { Access, assertAccess, Principal } from './principal';

function principal(keyKind: ApiKeyKind, permissions: { readEnabled?: boolean; writeEnabled?: boolean } = {}): Principal {
  const company: Company = {
    id: 'company-1',
    name: 'Acme',
    environment: 'sandbox',
    readEnabled: permissions.readEnabled ?? true,
    writeEnabled: permissions.writeEnabled ?? true,
    createdAt: new Date(0),
  };
  return { company, keyId: 'key-1', keyKind };
}

function failure(p: Principal, access: Access): DomainError | undefined {
  try {
    assertAccess(p, access);
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('assertAccess', () => {
  it('lets a private key of an enabled company read and connect', () => {
    expect(failure(principal('private'), 'read')).toBeUndefined();
    expect(failure(principal('private'), 'connect')).toBeUndefined();
  });

  it('refuses reads with a public key as forbidden_error', () => {
    expect(failure(principal('public'), 'read')).toMatchObject({ code: 'forbidden_error' });
  });

  it('refuses a public key on read even when the company has reads disabled', () => {
    expect(failure(principal('public', { readEnabled: false }), 'read')?.code).toBe('forbidden_error');
  });

  it('refuses reads when information recovery is disabled (read_permissions_disabled)', () => {
    expect(failure(principal('private', { readEnabled: false }), 'read')).toMatchObject({
      code: 'read_permissions_disabled',
    });
  });

  it('refuses connect when account creation is disabled (write_permissions_disabled)', () => {
    for (const kind of ['private', 'public'] as const) {
      expect(failure(principal(kind, { writeEnabled: false }), 'connect')).toMatchObject({
        code: 'write_permissions_disabled',
      });
    }
  });

  it('lets a public key connect', () => {
    expect(failure(principal('public'), 'connect')).toBeUndefined();
  });

  it('checks only the permission the access needs', () => {
    expect(failure(principal('private', { writeEnabled: false }), 'read')).toBeUndefined();
    expect(failure(principal('private', { readEnabled: false }), 'connect')).toBeUndefined();
  });
});
