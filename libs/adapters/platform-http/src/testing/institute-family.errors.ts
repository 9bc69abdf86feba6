import { expectDomainFailure } from '@gig/testing';
import { describeAnswerFailures, describeErrorTable } from './answer-failures';
import { intercept, isolateNetwork, serviceUrl, WorkerFixture } from './harness';
import { InstituteFamily, instituteCalls } from './institute-family';

export interface InstituteFamilyErrorsOptions {
  readonly family: InstituteFamily;
  /** The worker every request is made for (identifier: a CURP). */
  readonly worker: WorkerFixture;
}

/**
 * The failures of an institute's connector: every error-table row on the call of its stage, failed requests,
 * transport failures and unusable answers of both calls, answers that break the contract (the variants are made
 * from the recorded ready answer and the family's id document), and sessions that cannot be a request id.
 */
export function describeInstituteFamilyErrors(name: string, { family, worker }: InstituteFamilyErrorsOptions): void {
  const { spec, connect, fixtures } = family;
  const base = serviceUrl(spec.family);
  const calls = instituteCalls(family, worker);
  const connector = () => connect({ baseUrl: base, timeoutMs: 1000 });
  const onRequest = () => intercept(base, calls.request);
  const onStatus = () => intercept(base, calls.status);
  const retrieve = (session: string | null) => connector().retrieve({ ...calls.worker, session });

  describe(`${name} connector failures`, () => {
    isolateNetwork();
    describeErrorTable(name, family, { request: calls.request, status: calls.status });

    it('a failed request with an unknown error_code is platform_unknown_error', async () => {
      onStatus().reply(200, { request_id: calls.session, status: 'failed', error_code: 'mailbox_full' });
      await expectDomainFailure(calls.status.run(connector()), 'platform_unknown_error');
    });

    describeAnswerFailures(name, family, calls.request);
    describeAnswerFailures(name, family, calls.status);

    it.each<[string, Record<string, unknown>]>([
      ['no request id', { status: 'waiting_confirmation' }],
      ['an unknown status', { request_id: calls.session, status: 'queued' }],
    ])('starting a request: %s is invalid_schema_response', async (_case, body) => {
      onRequest().reply(202, body);
      await expectDomainFailure(calls.request.run(connector()), 'invalid_schema_response');
    });

    const { ready } = fixtures;
    const result = ready.result ?? {};
    const [job] = result.jobs ?? [];
    const withJob = (change: Record<string, unknown>) => ({ ...ready, result: { ...result, jobs: [{ ...job, ...change }] } });
    it.each<[string, Record<string, unknown>]>([
      ['an unknown status', { ...ready, status: 'done' }],
      ['a ready request without result', { ...ready, result: undefined }],
      ['a failed request without error_code', { request_id: calls.session, status: 'failed' }],
      ['negative quoted weeks', { ...ready, result: { ...result, quoted_weeks: -1 } }],
      ['quoted weeks as text', { ...ready, result: { ...result, quoted_weeks: String(result.quoted_weeks) } }],
      [`no ${spec.id.name}`, { ...ready, result: { ...result, [spec.id.key]: null } }],
      ['no jobs list', { ...ready, result: { ...result, jobs: undefined } }],
      ['a job without employer', withJob({ employer: '' })],
      ['a job ending before it starts', withJob({ end_date: `${Number(job.start_date.slice(0, 4)) - 1}-01-01` })],
      ['an impossible start date', withJob({ start_date: '2021-02-29' })],
      ['a salary with 3 decimals', withJob({ base_salary: `${Number(job.base_salary).toFixed(2)}5` })],
      ['a numeric salary', withJob({ base_salary: Number(job.base_salary) })],
      ['an unknown warning', { ...ready, result: { ...result, warning: 'banned' } }],
    ])('reading a request: %s is invalid_schema_response', async (_case, body) => {
      onStatus().reply(200, body);
      await expectDomainFailure(calls.status.run(connector()), 'invalid_schema_response');
    });

    it('a session that cannot be a request id is refused before any request', async () => {
      await expectDomainFailure(retrieve(null), 'session_not_found');
      await expectDomainFailure(retrieve('a/../b'), 'session_not_found');
    });
  });
}
