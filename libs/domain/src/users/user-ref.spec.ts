import { DomainError } from '../errors/domain-error';
import { isUuid, userRefFrom } from './user-ref';

const UUID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';

function caught(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('userRefFrom', () => {
  it('returns a user_id reference, lowercased', () => {
    expect(userRefFrom(UUID, undefined)).toEqual({ userId: UUID });
    expect(userRefFrom(UUID.toUpperCase(), null)).toEqual({ userId: UUID });
  });

  it('returns an external_id reference unchanged', () => {
    expect(userRefFrom(undefined, 'worker-42')).toEqual({ externalId: 'worker-42' });
    expect(userRefFrom(null, 'A'.repeat(255))).toEqual({ externalId: 'A'.repeat(255) });
  });

  it('rejects both identifiers with a bad_request naming both fields', () => {
    const error = caught(() => userRefFrom(UUID, 'worker-42'));
    expect(error).toMatchObject({ code: 'bad_request' });
    expect(error.errors?.map((e) => e.field)).toEqual(['user_id', 'external_id']);
  });

  it.each([
    [undefined, undefined],
    [null, null],
    [undefined, null],
  ])('rejects neither identifier (%p, %p) naming both fields', (userId, externalId) => {
    const error = caught(() => userRefFrom(userId, externalId));
    expect(error.code).toBe('bad_request');
    expect(error.errors?.map((e) => e.field)).toEqual(['user_id', 'external_id']);
    expect(error.message).toMatch(/required/);
  });

  it.each([['not-a-uuid'], [''], [`${UUID}0`], [UUID.replace(/-/g, '')], [42], [{}]])(
    'rejects the user_id %p as not a UUID',
    (userId) => {
      const error = caught(() => userRefFrom(userId, undefined));
      expect(error.code).toBe('bad_request');
      expect(error.errors).toEqual([{ field: 'user_id', message: expect.any(String) }]);
    },
  );

  it.each([[''], ['   '], ['\t\n'], ['x'.repeat(256)], [42], [['a']]])('rejects the external_id %p', (externalId) => {
    const error = caught(() => userRefFrom(undefined, externalId));
    expect(error.code).toBe('bad_request');
    expect(error.errors).toEqual([{ field: 'external_id', message: expect.any(String) }]);
  });
});

describe('isUuid', () => {
  it('accepts canonical UUIDs in either case only', () => {
    expect(isUuid(UUID)).toBe(true);
    expect(isUuid(UUID.toUpperCase())).toBe(true);
    expect(isUuid(`{${UUID}}`)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
