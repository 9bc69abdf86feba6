import { thrownDomainError } from '@gig/testing';
import { isUuid, userRefOf, userRefProblems } from './user-ref';

const UUID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';

describe('userRefOf', () => {
  it('returns a userId reference, lowercased', () => {
    expect(userRefOf(UUID, undefined)).toEqual({ userId: UUID });
    expect(userRefOf(UUID.toUpperCase(), null)).toEqual({ userId: UUID });
  });

  it('returns an externalId reference unchanged', () => {
    expect(userRefOf(undefined, 'worker-42')).toEqual({ externalId: 'worker-42' });
    expect(userRefOf(null, 'A'.repeat(255))).toEqual({ externalId: 'A'.repeat(255) });
  });

  it('rejects both identifiers with a bad_request naming both fields', () => {
    const error = thrownDomainError(() => userRefOf(UUID, 'worker-42'));
    expect(error).toMatchObject({ code: 'bad_request' });
    expect(error.errors?.map((e) => e.field)).toEqual(['userId', 'externalId']);
  });

  it.each([
    [undefined, undefined],
    [null, null],
    [undefined, null],
  ])('rejects neither identifier (%p, %p) naming both fields', (userId, externalId) => {
    const error = thrownDomainError(() => userRefOf(userId, externalId));
    expect(error.code).toBe('bad_request');
    expect(error.errors?.map((e) => e.field)).toEqual(['userId', 'externalId']);
    expect(error.message).toMatch(/required/);
  });

  it.each([['not-a-uuid'], [''], [`${UUID}0`], [UUID.replace(/-/g, '')]])(
    'rejects the userId %p as not a UUID',
    (userId) => {
      const error = thrownDomainError(() => userRefOf(userId, undefined));
      expect(error.code).toBe('bad_request');
      expect(error.errors).toEqual([{ field: 'userId', message: expect.any(String) }]);
    },
  );

  it.each([[''], ['   '], ['\t\n'], ['x'.repeat(256)]])('rejects the externalId %p', (externalId) => {
    const error = thrownDomainError(() => userRefOf(undefined, externalId));
    expect(error.code).toBe('bad_request');
    expect(error.errors).toEqual([{ field: 'externalId', message: expect.any(String) }]);
  });
});

describe('userRefProblems', () => {
  it('lists the field errors userRefOf refuses with, and none for a good reference', () => {
    expect(userRefProblems(UUID, undefined)).toEqual([]);
    expect(userRefProblems(undefined, 'worker-42')).toEqual([]);
    expect(userRefProblems(undefined, undefined)).toEqual(thrownDomainError(() => userRefOf(undefined, undefined)).errors);
    expect(userRefProblems('nope', undefined)).toEqual([{ field: 'userId', message: 'must be a UUID' }]);
    expect(userRefProblems(undefined, ' ')).toEqual(thrownDomainError(() => userRefOf(undefined, ' ')).errors);
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
