import type { ErrorCode } from '@gig/domain';
import { expectDomainFailure } from '@gig/testing';
import { describeAnswerFailures, describeErrorTable } from './answer-failures';
import { GigFamily, gigCalls } from './gig-family';
import { intercept, isolateNetwork, platformOf, recordedAnswer, serviceUrl, WorkerFixture } from './harness';

/** What a gig family's connector refuses before any request, with the inputs that show it. */
export interface GigLocalRefusals {
  /** A platform of the family and a login method it does not accept (`unknown_login_type`). */
  readonly loginMethod: readonly [platform: string, method: 'otp' | 'password'];
  /** A platform of the family and a country it is not offered in (`bad_request`). */
  readonly country: readonly [platform: string, country: string];
  /** An identifier malformed for the worker's platform, and its code (e.g. `invalid_email`). */
  readonly identifier: readonly [value: string, code: ErrorCode];
}

export interface GigFamilyErrorsOptions {
  readonly family: GigFamily;
  /** The worker every request is made for. */
  readonly worker: WorkerFixture;
  readonly refusals: GigLocalRefusals;
}

/**
 * The failures of a gig family's connector: every error-table row, the same table on verification and data
 * answers, transport failures and unusable answers of the login and data calls, login answers that break the
 * contract, local refusals, and every kind of unusable earnings row.
 */
export function describeGigFamilyErrors(name: string, { family, worker, refusals }: GigFamilyErrorsOptions): void {
  const { spec, connect, fixtures } = family;
  const base = serviceUrl(spec.family);
  const calls = gigCalls(family, worker);
  const connector = () => connect({ baseUrl: base, timeoutMs: 1000 });
  const answer = (code: string) => recordedAnswer(fixtures.errorAnswers, code);

  describe(`${name} connector failures`, () => {
    isolateNetwork();
    describeErrorTable(name, family, { login: calls.login, verify: calls.verify, data: calls.data });

    it('applies the same table to verification and retrieval answers', async () => {
      intercept(base, calls.verify).reply(...answer('OTP_EXPIRED'));
      await expectDomainFailure(calls.verify.run(connector()), 'expired_otp');
      intercept(base, calls.data).reply(...answer('METRICS_UNAVAILABLE'));
      await expectDomainFailure(calls.data.run(connector()), 'unable_to_get_gig_metrics');
    });

    describeAnswerFailures(name, family, calls.login);
    describeAnswerFailures(name, family, calls.data);

    it.each([
      ['a wrong shape', { session: calls.session, next: 'otp' }],
      ['a step the platform does not have', { session_id: calls.session, next_step: 'sms' }],
      ['an unusable session id', { session_id: 'a/b', next_step: 'otp' }],
    ])('a login answer with %s is schema_parse_error', async (_case, body) => {
      intercept(base, calls.login).reply(200, body);
      await expectDomainFailure(calls.login.run(connector()), 'schema_parse_error');
    });

    it('refuses locally what the service cannot have issued', async () => {
      const { request, session } = calls;
      await expectDomainFailure(connector().verify({ ...request, session: null, method: calls.method, secret: '482913' }), 'invalid_otp_session');
      await expectDomainFailure(connector().retrieve({ ...request, session: '../../admin' }), 'session_not_found');
      const [withoutMethod, method] = refusals.loginMethod;
      const other = platformOf(family, withoutMethod);
      await expectDomainFailure(connector().verify({ ...request, platform: other, session, method, secret: 'x' }), 'unknown_login_type');
      const [notOffered, country] = refusals.country;
      await expectDomainFailure(connector().startLogin({ ...request, platform: platformOf(family, notOffered), country }), 'bad_request');
      const [identifier, code] = refusals.identifier;
      await expectDomainFailure(connector().startLogin({ ...request, identifier }), code);
    });

    describeIncomingEarnings(name, family, calls.data);
  });
}

function describeIncomingEarnings(name: string, { spec, connect, fixtures: { data } }: GigFamily, call: ReturnType<typeof gigCalls>['data']): void {
  const row = data.earnings[0];
  describe(`${name} incoming earnings`, () => {
    it.each<[string, Record<string, unknown>]>([
      ['an amount with 3 decimals', { ...row, amount: '12.345' }],
      ['a numeric amount', { ...row, amount: 12.5 }],
      ['a negative amount', { ...row, amount: '-3.00' }],
      ['an exponent amount', { ...row, amount: '1e3' }],
      ['an impossible date', { ...row, date: '2025-02-30' }],
      ['a non-ISO date', { ...row, date: '13/03/2025' }],
      ['a lowercase currency', { ...row, currency: row.currency.toLowerCase() }],
      ['a non-code currency', { ...row, currency: 'PESOS' }],
      ['a negative trip count', { ...row, trips: -1 }],
      ['a fractional trip count', { ...row, trips: 2.5 }],
      ['a text trip count', { ...row, trips: '7' }],
      ['a missing trip count', { date: row.date, amount: row.amount, currency: row.currency }],
      ['a date given twice', { ...data.earnings[1], date: row.date }],
    ])('one row with %s rejects the whole retrieval with schema_parse_error', async (_case, bad) => {
      const base = serviceUrl(spec.family);
      intercept(base, call).reply(200, { ...data, earnings: [...data.earnings.slice(0, 3), bad] });
      await expectDomainFailure(call.run(connect({ baseUrl: base })), 'schema_parse_error');
    });
  });
}
