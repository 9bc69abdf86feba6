import { expectDomainFailure } from '@gig/testing';
import nock from 'nock';
import type { ErrorTable } from '../errors/answer-failure';
import { anyIdPath, Body, isolateNetwork, recordedAnswer, serviceUrl, WorkerFixture } from './harness';
import { InstituteFamily, instituteCalls, retrieveInstituteData } from './institute-family';
import { describeLiveContract } from './live-contract';

export interface InstituteContractOptions<Code extends string = string> {
  /** The worker of the contract (identifier: a CURP). */
  readonly worker: WorkerFixture;
  /** A CURP the service refuses, and the code of the family's table it answers with. */
  readonly failingIdentifier: readonly [value: string, familyCode: Code];
}

/**
 * The institute's extraction service as recorded in the fixtures at `base`: the request of the worker's CURP
 * (or the failing one), its state answered with `status`; an unknown request is request_not_found.
 */
export function instituteExtractionService(family: InstituteFamily, options: InstituteContractOptions, base: string, status: Body): void {
  const { spec: { paths }, fixtures } = family;
  const error = (code: string) => recordedAnswer(fixtures.errorAnswers, code);
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  nock(base)
    .persist()
    .post(paths.startLogin(), { curp: options.failingIdentifier[0] }).reply(...error(options.failingIdentifier[1]))
    .post(paths.startLogin(), { curp: options.worker.identifier }).reply(202, fixtures.request)
    .get(paths.status(fixtures.request.request_id)).reply(200, status)
    .get(anyIdPath(prefix, paths.status)).reply(...error('request_not_found'))
    .post(refreshPath(fixtures.request.request_id)).reply(200, status)
    .post(anyIdPath(prefix, refreshPath)).reply(...error('request_not_found'));
  function refreshPath(requestId: string): string {
    return paths.refresh?.(requestId) ?? `/v1/requests/${requestId}/refresh`;
  }
}

/**
 * The domain's `PlatformConnector` contract for an institute against its recorded service, and the asynchronous
 * request as the connector reads it: no validation step, pending states, zero quoted weeks, a CURP not in the institute.
 */
export function describeInstituteFamilyContract<Errors extends ErrorTable>(
  name: string,
  family: InstituteFamily<Errors>,
  options: InstituteContractOptions<Extract<keyof Errors, string>>,
): void {
  const { spec, fixtures } = family;
  const [failing, failingCode] = options.failingIdentifier;
  const calls = instituteCalls(family, options.worker);
  const retrieve = (status: Body) => retrieveInstituteData(family, options.worker, status);

  describe(`${name} live connector`, () => {
    isolateNetwork();
    describeLiveContract(family, {
      worker: options.worker, secret: null, failingIdentifier: { value: failing, code: spec.errors[failingCode] }, failingSecret: null,
    }, (base) => instituteExtractionService(family, options, base, fixtures.ready));

    it('starts the request with the CURP and keeps the request id as the session, with no validation step', async () => {
      const base = serviceUrl(spec.family);
      const connector = family.connect({ baseUrl: base });
      nock(base).post(calls.request.path, { curp: options.worker.identifier }).reply(202, fixtures.request);
      await expect(calls.request.run(connector)).resolves.toEqual({ nextStep: null, session: calls.session });
      const verify = connector.verify({ ...calls.worker, session: calls.session, method: 'otp', secret: '1234' });
      await expectDomainFailure(verify, 'unknown_login_type');
    });

    it.each([['waiting for the e-mailed confirmation', fixtures.waiting], ['processing the PDF', fixtures.processing]])(
      'a request still %s is pending_for_data',
      async (_case, status) => {
        await expectDomainFailure(retrieve(status), 'pending_for_data');
      },
    );

    it('carries zero_quoted_weeks with the record, and infers it when the service leaves it out', async () => {
      const { zeroWeeks } = fixtures;
      expect(await retrieve(zeroWeeks)).toMatchObject({ warning: 'zero_quoted_weeks', employment: { employmentInfo: { quotedWeeks: 0 } } });
      expect((await retrieve({ ...zeroWeeks, result: { ...zeroWeeks.result, warning: null } })).warning).toBe('zero_quoted_weeks');
    });

    it('carries curp_not_in_platform as a warning with nothing else', async () => {
      await expect(retrieve(fixtures.notInPlatform)).resolves.toEqual({ earnings: [], profile: null, employment: null, warning: 'curp_not_in_platform' });
    });
  });
}
