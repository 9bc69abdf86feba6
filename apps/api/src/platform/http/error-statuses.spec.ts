import { ERROR_CATALOGUE, ErrorCode } from '@gig/domain';
import { specErrorTable } from '@gig/testing';
import { ERROR_STATUSES, httpStatusOf } from './error-statuses';

describe('ERROR_STATUSES', () => {
  const codes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

  it('covers a catalogue of exactly the 86 codes of spec section 7.1', () => {
    const spec = specErrorTable();
    expect(spec.size).toBe(86);
    expect([...codes].sort()).toEqual([...spec.keys()].sort());
  });

  it('gives a status to exactly the codes of the catalogue', () => {
    expect(Object.keys(ERROR_STATUSES).sort()).toEqual([...codes].sort());
  });

  it('gives every code the HTTP status of the spec table', () => {
    const spec = specErrorTable();
    expect(spec.size).toBe(86);
    const mismatches = codes
      .filter((code) => httpStatusOf(code) !== spec.get(code))
      .map((code) => `${code}: table ${httpStatusOf(code)}, spec ${spec.get(code)}`);
    expect(mismatches).toEqual([]);
  });

  it('keeps USER_NOT_FOUND at 404', () => {
    expect(httpStatusOf('USER_NOT_FOUND')).toBe(404);
  });
});
