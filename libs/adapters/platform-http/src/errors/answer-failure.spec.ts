import type { DomainError } from '@gig/domain';
import type { HttpAnswer } from '../http/http-call';
import { errorCodeOf, failureOf, isCrashAnswer, translateCode } from './answer-failure';

const TABLE = { BAD_OTP: 'invalid_otp', RATE_LIMITED: 'too_many_requests', PLATFORM_DOWN: 'platform_unavailable' } as const;
const answer = (status: number, body: unknown, functionError = false): HttpAnswer => ({ status, body, json: body !== undefined, functionError });
const codeOf = (failure: DomainError) => failure.code;

describe('failureOf', () => {
  it.each<[string, HttpAnswer, string]>([
    ['a crash body, whatever the status', answer(200, { errorType: 'Runtime.ExitError', errorMessage: 'killed' }), 'lambda_error'],
    ['the function-error header', answer(502, { message: 'Internal server error' }, true), 'lambda_error'],
    ['a code of the table', answer(401, { error: { code: 'BAD_OTP', message: 'wrong' } }), 'invalid_otp'],
    ['a code of the table on a 5xx', answer(503, { error: { code: 'PLATFORM_DOWN' } }), 'platform_unavailable'],
    ['a 429 with an unknown code', answer(429, { error: { code: 'SLOW_DOWN' } }), 'too_many_requests'],
    ['a bare 429', answer(429, undefined), 'too_many_requests'],
    ['a 5xx with an unknown code', answer(503, { error: { code: 'MAINTENANCE' } }), 'platform_unavailable'],
    ['a bare 500', answer(500, undefined), 'platform_unavailable'],
    ['a 4xx with an unknown code', answer(400, { error: { code: 'NEW_THING' } }), 'platform_unknown_error'],
    ['a 4xx without the error shape', answer(404, { message: 'Not Found' }), 'platform_unknown_error'],
    ['a code inherited from Object', answer(400, { error: { code: 'toString' } }), 'platform_unknown_error'],
  ])('%s', (_case, given, expected) => {
    expect(codeOf(failureOf(given, TABLE, 'delivery'))).toEqual(expected);
  });
});

describe('answer helpers', () => {
  it('reads the code of an error answer only from its documented shape', () => {
    expect(errorCodeOf({ error: { code: 'BAD_OTP' } })).toBe('BAD_OTP');
    expect([errorCodeOf({ error: 'BAD_OTP' }), errorCodeOf({ code: 'BAD_OTP' }), errorCodeOf(null), errorCodeOf([])]).toEqual([null, null, null, null]);
  });

  it('recognises a crash by errorType only', () => {
    expect(isCrashAnswer(answer(200, { errorMessage: 'no type' }))).toBe(false);
    expect(isCrashAnswer(answer(200, { errorType: 'Error' }))).toBe(true);
  });

  it('translates a failed-request code, naming an unknown one', () => {
    expect(codeOf(translateCode('BAD_OTP', TABLE, 'delivery'))).toBe('invalid_otp');
    expect(translateCode('MAILBOX_FULL', TABLE, 'social_security').message).toContain('MAILBOX_FULL');
  });
});
