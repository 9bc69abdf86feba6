import { readEmail, readNewPassword, readRole } from './member-input';
import { hashSecretToken, newSecretToken, sameSecret } from './member-secrets';
import { roleAllows } from './member';

describe('member input', () => {
  it('reads an email trimmed and lower-cased, and refuses anything else', () => {
    expect(readEmail(' Ana.Lopez+console@Lender.EXAMPLE ')).toBe('ana.lopez+console@lender.example');
    for (const bad of ['', 'ana', 'ana@', '@lender.example', 'ana@lender', 'a b@lender.example', `${'a'.repeat(250)}@x.example`, undefined]) {
      expect(() => readEmail(bad)).toThrow(expect.objectContaining({ code: 'bad_request', errors: [{ field: 'email', message: expect.any(String) }] }));
    }
  });

  it('reads a role of the list', () => {
    expect(readRole('viewer')).toBe('viewer');
    expect(() => readRole('Admin')).toThrow(expect.objectContaining({ errors: [{ field: 'role', message: 'role must be one of admin, viewer' }] }));
  });

  it('counts a new password’s characters, not its bytes', () => {
    expect(readNewPassword('🔒'.repeat(12))).toBe('🔒'.repeat(12));
    expect(() => readNewPassword('🔒'.repeat(11))).toThrow(expect.objectContaining({ errors: [{ field: 'password', message: 'password must have 12 to 200 characters' }] }));
  });
});

describe('member secrets and roles', () => {
  it('makes 256-bit base64url tokens, hashes them with sha256 and compares secrets exactly', () => {
    const token = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecretToken()).not.toBe(token);
    expect(hashSecretToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect([sameSecret(token, token), sameSecret(token, `${token}x`), sameSecret('', token)]).toEqual([true, false, false]);
  });

  it('lets an admin do what a viewer may, not the other way round', () => {
    expect([roleAllows('admin', 'admin'), roleAllows('admin', 'viewer'), roleAllows('viewer', 'viewer'), roleAllows('viewer', 'admin')]).toEqual([true, true, true, false]);
  });
});
