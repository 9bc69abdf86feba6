import { expectDomainFailure } from '@gig/testing';
import type { PlatformFamilySpec } from '../connector/family-definition';
import { CallUnderTest, FamilyUnderTest, intercept, RecordedErrorAnswer, serviceUrl } from './harness';

type Family = FamilyUnderTest<PlatformFamilySpec, { readonly errorAnswers: Readonly<Record<string, RecordedErrorAnswer>>; readonly crash: object }>;

/**
 * Every row of the family's error table, each recorded answer (`fixtures/error-answers.json`) given to the
 * call of its `stage` (default: the first call), and no recorded answer without a row.
 */
export function describeErrorTable(name: string, family: Family, calls: Readonly<Record<string, CallUnderTest>>): void {
  const { spec, connect, fixtures } = family;
  const base = serviceUrl(spec.family);
  const [firstStage] = Object.keys(calls);
  describe(`${name} error table`, () => {
    it('has one recorded error answer per row, and no answer without a row', () => {
      expect(Object.keys(fixtures.errorAnswers).sort()).toEqual(Object.keys(spec.errors).sort());
    });

    it.each(Object.entries(spec.errors))('%s -> %s', async (familyCode, code) => {
      const { stage = firstStage, status, body } = fixtures.errorAnswers[familyCode];
      const call = calls[stage];
      if (!call) throw new Error(`${familyCode} is recorded for an unknown stage ${stage}`);
      intercept(base, call).reply(status, body);
      await expectDomainFailure(call.run(connect({ baseUrl: base, timeoutMs: 1000 })), code);
    });
  });
}

/**
 * What `@gig/platform-http` makes of a failed transport or an unusable answer to one call: the same for every
 * family (README, "How answers become results or catalogue errors"), the schema code being the family's.
 */
export function describeAnswerFailures(name: string, family: Family, call: CallUnderTest): void {
  const { spec, connect, fixtures } = family;
  const base = serviceUrl(spec.family);
  const attempt = (timeoutMs = 1000) => call.run(connect({ baseUrl: base, timeoutMs }));
  const answer = () => intercept(base, call);

  describe(`${name} ${call.name}: transport failures and unusable answers`, () => {
    it('a refused connection is platform_unavailable', async () => {
      answer().replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.7:443' });
      await expectDomainFailure(attempt(), 'platform_unavailable');
    });

    it('an unreachable service is platform_unavailable', async () => {
      await expectDomainFailure(call.run(connect({ baseUrl: 'https://nowhere.test' })), 'platform_unavailable');
    });

    it.each([500, 502, 503])('HTTP %d without a known code is platform_unavailable', async (status) => {
      answer().reply(status, '<html>Bad Gateway</html>');
      await expectDomainFailure(attempt(), 'platform_unavailable');
    });

    it('no answer within the time limit is request_timeout', async () => {
      answer().delay(500).reply(...call.success);
      await expectDomainFailure(attempt(50), 'request_timeout');
    });

    it('HTTP 429 is too_many_requests', async () => {
      answer().reply(429, '');
      await expectDomainFailure(attempt(), 'too_many_requests');
    });

    it.each<[string, number, object, Record<string, string>]>([
      ['a crash body on 502', 502, fixtures.crash, {}],
      ['a crash body on 200', 200, fixtures.crash, {}],
      ['the Lambda function-error header', 200, { message: 'Internal server error' }, { 'X-Amz-Function-Error': 'Unhandled' }],
    ])('%s is lambda_error', async (_case, status, body, headers) => {
      answer().reply(status, body, headers);
      await expectDomainFailure(attempt(), 'lambda_error');
    });

    it.each<[string, number, string | object]>([
      ['an unknown code', 400, { error: { code: 'SOMETHING_NEW', message: 'new failure' } }],
      ['a 4xx without the error shape', 418, { oops: true }],
      ['a redirect', 302, ''],
    ])('%s is platform_unknown_error', async (_case, status, body) => {
      answer().reply(status, body);
      await expectDomainFailure(attempt(), 'platform_unknown_error');
    });

    it.each([['malformed JSON', '{"session_id": "ses_1", "sta'], ['an empty body', '']])(`a 2xx with %s is ${spec.schemaErrorCode}`, async (_case, body) => {
      answer().reply(call.success[0], body);
      await expectDomainFailure(attempt(), spec.schemaErrorCode);
    });
  });
}
