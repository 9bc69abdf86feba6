import { DomainError, isDomainError } from './domain-error';
import { ERROR_CATALOGUE } from './error-catalogue';

describe('DomainError', () => {
  it('takes the default message from the catalogue', () => {
    const error = new DomainError('forbidden_error');
    expect(error.code).toBe('forbidden_error');
    expect(error.message).toBe(ERROR_CATALOGUE.forbidden_error.message);
    expect(error.errors).toBeNull();
  });

  it('keeps the code when a custom message is given', () => {
    const error = new DomainError('USER_NOT_FOUND', 'No such user.');
    expect(error.code).toBe('USER_NOT_FOUND');
    expect(error.message).toBe('No such user.');
  });

  it('turns an empty errors list into null', () => {
    expect(new DomainError('bad_request', 'x', []).errors).toBeNull();
    expect(DomainError.badRequest('x', []).errors).toBeNull();
  });

  it('keeps a non-empty errors list', () => {
    const errors = [{ field: 'start_date', message: 'start_date is required' }];
    expect(new DomainError('bad_request', 'x', errors).errors).toEqual(errors);
  });

  it('badRequest builds a bad_request', () => {
    const error = DomainError.badRequest('Invalid.', [{ field: 'user_id', message: 'must be a UUID' }]);
    expect(error).toMatchObject({ code: 'bad_request', message: 'Invalid.' });
    expect(error.errors).toEqual([{ field: 'user_id', message: 'must be a UUID' }]);
  });

  it('is an Error named DomainError', () => {
    const error = new DomainError('timeout');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('timeout');
  });

  it('isDomainError tells domain errors from look-alikes', () => {
    expect(isDomainError(new DomainError('invalid_api_key'))).toBe(true);
    expect(isDomainError(new Error('invalid_api_key'))).toBe(false);
    expect(isDomainError({ code: 'invalid_api_key', message: 'x', errors: null })).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
