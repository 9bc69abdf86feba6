import { ERROR_CATALOGUE, ErrorCode, errorDefinition, isErrorCode } from './error-catalogue';

describe('ERROR_CATALOGUE', () => {
  const catalogueCodes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

  it('keeps USER_NOT_FOUND in upper case', () => {
    expect(isErrorCode('USER_NOT_FOUND')).toBe(true);
    expect(isErrorCode('user_not_found')).toBe(false);
  });

  it('writes every other code in lowercase snake_case', () => {
    const offenders = catalogueCodes.filter(
      (code) => code !== 'USER_NOT_FOUND' && !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(code),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every code a non-empty default message', () => {
    const empty = catalogueCodes.filter((code) => ERROR_CATALOGUE[code].message.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps both spellings of the retry-ceiling code (spec section 8)', () => {
    expect(isErrorCode('proxy_max_retries_exeeded')).toBe(true);
    expect(isErrorCode('proxy_max_retries_exceeded')).toBe(true);
  });
});

describe('errorDefinition / isErrorCode', () => {
  it('returns the code and message of a catalogue entry', () => {
    expect(errorDefinition('service_unavailable')).toEqual({
      code: 'service_unavailable',
      message: ERROR_CATALOGUE.service_unavailable.message,
      mentions: [],
    });
  });

  it('rejects unknown codes and inherited object properties', () => {
    for (const value of ['not_a_code', '', 'toString', '__proto__', 'constructor', 'BAD_REQUEST']) {
      expect(isErrorCode(value)).toBe(false);
    }
  });
});
