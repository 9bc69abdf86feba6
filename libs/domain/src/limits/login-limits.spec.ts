import { TEST_PLATFORMS } from '../platforms/test-platforms.fixture';
import { afterLoginFailure, afterLoginSuccess, afterSessionEnded, checkLoginLimits, startOfNextDayInMexicoCity } from './login-limits';

const key = { companyId: 'c1', platform: 'uber', identifier: 'ana@example.com' };
const { uber, imss } = TEST_PLATFORMS;
const at = (iso: string) => new Date(iso);

describe('login limits (spec section 8)', () => {
  it('refuses a new login within 12 hours of a successful one with recent_login_successful', () => {
    const state = afterLoginSuccess(key, at('2025-03-01T08:00:00Z'));
    expect(() => checkLoginLimits(state, at('2025-03-01T19:59:59Z'))).toThrow(expect.objectContaining({ code: 'recent_login_successful' }));
    expect(() => checkLoginLimits(state, at('2025-03-01T20:00:00Z'))).not.toThrow();
  });

  it('lets the reconnect of a session that ended through the 12-hour window, but keeps a pause the platform imposed', () => {
    const ended = afterSessionEnded(afterLoginSuccess(key, at('2025-03-01T08:00:00Z')), key);
    expect(() => checkLoginLimits(ended, at('2025-03-01T09:00:00Z'))).not.toThrow();
    const paused = afterSessionEnded(afterLoginFailure(afterLoginSuccess(key, at('2025-03-01T08:00:00Z')), key, 'login_refused', uber, at('2025-03-01T08:50:00Z')), key);
    expect(() => checkLoginLimits(paused, at('2025-03-01T09:00:00Z'))).toThrow(expect.objectContaining({ code: 'login_refused' }));
    expect(afterSessionEnded(null, key)).toEqual({ ...key, lastSuccessAt: null, blockedUntil: null, blockCode: null });
  });

  it('answers login_refused for 30 minutes after the platform refused a login', () => {
    const state = afterLoginFailure(null, key, 'login_refused', uber, at('2025-03-01T08:00:00Z'));
    expect(state).toMatchObject({ blockCode: 'login_refused', blockedUntil: at('2025-03-01T08:30:00Z') });
    expect(() => checkLoginLimits(state, at('2025-03-01T08:29:59Z'))).toThrow(expect.objectContaining({ code: 'login_refused' }));
    expect(() => checkLoginLimits(state, at('2025-03-01T08:30:00Z'))).not.toThrow();
  });

  it('pauses the institutes until the next day in Mexico City after too_many_requests', () => {
    const state = afterLoginFailure(null, { ...key, platform: 'imss' }, 'too_many_requests', imss, at('2025-03-02T05:30:00Z'));
    expect(state?.blockedUntil).toEqual(at('2025-03-02T06:00:00Z')); // still 1 March in Mexico City
    expect(() => checkLoginLimits(state, at('2025-03-02T05:59:00Z'))).toThrow(expect.objectContaining({ code: 'too_many_requests' }));
    expect(() => checkLoginLimits(state, at('2025-03-02T06:00:00Z'))).not.toThrow();
    expect(afterLoginFailure(null, key, 'too_many_requests', uber, at('2025-03-02T05:30:00Z'))).toBeNull();
  });

  it('reads the protocol, not the family: an institute of any family pauses, a gig platform does not', () => {
    const pensions = { ...imss, code: 'pensions', family: 'pensions' };
    const courier = { ...uber, code: 'courier', family: 'social_security' };
    expect(afterLoginFailure(null, key, 'too_many_requests', pensions, at('2025-03-02T05:30:00Z'))?.blockedUntil).toEqual(at('2025-03-02T06:00:00Z'));
    expect(afterLoginFailure(null, key, 'too_many_requests', courier, at('2025-03-02T05:30:00Z'))).toBeNull();
  });

  it.each(['proxy_max_retries_exeeded', 'proxy_max_retries_exceeded'] as const)('stops calling the platform for 24 hours after %s', (code) => {
    const state = afterLoginFailure(null, key, code, uber, at('2025-03-01T08:00:00Z'));
    expect(state?.blockedUntil).toEqual(at('2025-03-02T08:00:00Z'));
    expect(() => checkLoginLimits(state, at('2025-03-02T07:59:59Z'))).toThrow(expect.objectContaining({ code }));
  });

  it('imposes nothing for other failures and keeps the last success when pausing', () => {
    expect(afterLoginFailure(null, key, 'invalid_otp', uber, at('2025-03-01T08:00:00Z'))).toBeNull();
    const success = afterLoginSuccess(key, at('2025-02-01T00:00:00Z'));
    expect(afterLoginFailure(success, key, 'login_refused', uber, at('2025-03-01T08:00:00Z'))?.lastSuccessAt).toEqual(at('2025-02-01T00:00:00Z'));
    expect(() => checkLoginLimits(null, at('2025-03-01T08:00:00Z'))).not.toThrow();
  });

  it('finds the next Mexico City midnight across a month end', () => {
    expect(startOfNextDayInMexicoCity(at('2025-03-31T23:00:00Z'))).toEqual(at('2025-04-01T06:00:00Z'));
    expect(startOfNextDayInMexicoCity(at('2025-04-01T07:00:00Z'))).toEqual(at('2025-04-02T06:00:00Z'));
  });
});
