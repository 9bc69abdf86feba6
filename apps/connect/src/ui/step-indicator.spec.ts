import { STAGES, stageOf } from './step-indicator';

describe('stageOf (the step indicator)', () => {
  it('places every step of the flow in one of the four stages, in order', () => {
    expect(STAGES).toHaveLength(4);
    expect(['consent', 'platform', 'country', 'identifier', 'secret', 'progress', 'success', 'error'].map((step) => stageOf(step as never)))
      .toEqual([1, 2, 2, 3, 3, 3, 4, 4]);
  });

  it('keeps an error the worker fixes by typing again in the sign-in stage', () => {
    expect(stageOf('error', { code: 'invalid_otp', action: 'secret' })).toBe(3);
    expect(stageOf('error', { code: 'invalid_email', action: 'identifier' })).toBe(3);
    expect(stageOf('error', { code: 'account_banned_from_platform', action: 'platform' })).toBe(4);
  });

  it('shows none while loading, on a fatal error and once done', () => {
    expect([stageOf('loading'), stageOf('fatal'), stageOf('done')]).toEqual([undefined, undefined, undefined]);
  });
});
