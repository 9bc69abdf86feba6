import { DomainError, ForbiddenTransition } from '@gig/domain';
import { mapError } from './http-error.mapper';

describe('mapError', () => {
  it('answers a refused status change with its code, and marks it ours to log: the lifecycle was broken, not the request', () => {
    const mapped = mapError(new ForbiddenTransition('requires_auth', 'success'));
    expect(mapped).toEqual({
      status: 400,
      body: { code: 'login_in_process', message: 'The account is requires_auth and cannot become success; read the account for its state.', errors: null },
      unexpected: true,
    });
    expect(mapError(new DomainError('login_in_process')).unexpected).toBe(false);
  });
});
