import type { LoginProgress, RetrievedData } from '@gig/domain';
import type { HttpPlatformFamily } from '../connector/http-platform-family';
import type { ErrorTable } from '../errors/answer-failure';
import type { InstituteFamilySpec } from '../institute/institute-contract';
import { answerCall, Body, CallUnderTest, FamilyUnderTest, familyUnderTest, readFixture, RecordedErrorAnswer, WorkerFixture, workerOf } from './harness';

/** A job of a recorded ready answer. */
export interface InstituteJob extends Body {
  readonly start_date: string;
  readonly base_salary: string | null;
}

/** A request's state: `{request_id, status, error_code?, result?}`. */
export interface InstituteStatusAnswer extends Body {
  readonly request_id: string;
  readonly status: string;
  readonly result?: Body & { readonly quoted_weeks?: number; readonly jobs?: readonly InstituteJob[] };
}

/** An institute's recorded answers, `src/fixtures/{request,error-answers,crash,status.*}.json`. */
export interface InstituteFixtures {
  readonly request: { readonly request_id: string } & Body;
  readonly errorAnswers: Readonly<Record<string, RecordedErrorAnswer>>;
  readonly crash: Body;
  readonly ready: InstituteStatusAnswer;
  readonly waiting: InstituteStatusAnswer;
  readonly processing: InstituteStatusAnswer;
  readonly zeroWeeks: InstituteStatusAnswer;
  readonly notInPlatform: InstituteStatusAnswer;
}

export type InstituteFamily<Errors extends ErrorTable = ErrorTable> = FamilyUnderTest<InstituteFamilySpec<Errors>, InstituteFixtures>;

/** Reads the recorded answers of the institute lib whose `src` is `dir` (pass `__dirname`). */
export function readInstituteFixtures(dir: string): InstituteFixtures {
  const read = <T>(file: string) => readFixture<T>(dir, `${file}.json`);
  return {
    request: read('request'), errorAnswers: read('error-answers'), crash: read('crash'),
    ready: read('status.ready'), waiting: read('status.waiting'), processing: read('status.processing'),
    zeroWeeks: read('status.zero-weeks'), notInPlatform: read('status.not-in-platform'),
  };
}

/** The family under test: its descriptor (e.g. `socialSecurityFamily`) and the recorded answers of the lib in `dir`. */
export function instituteFamily<Errors extends ErrorTable>(family: HttpPlatformFamily<InstituteFamilySpec<Errors>>, dir: string): InstituteFamily<Errors> {
  return familyUnderTest(family, readInstituteFixtures(dir));
}

/** The two institute calls of a worker: the request, and the state of the recorded request. */
export function instituteCalls(family: InstituteFamily, worker: WorkerFixture) {
  const { spec: { paths }, fixtures } = family;
  const request = workerOf(family, worker);
  const session = fixtures.request.request_id;
  const start: CallUnderTest<LoginProgress> = {
    name: 'request', method: 'POST', path: paths.startLogin(), success: [202, fixtures.request], run: (connector) => connector.startLogin(request),
  };
  const status: CallUnderTest<RetrievedData> = {
    name: 'status', method: 'GET', path: paths.status(session), success: [200, fixtures.ready],
    run: (connector) => connector.retrieve({ ...request, session }),
  };
  return { request: start, status, worker: request, session };
}

/** The worker's data as the family's connector reads it from a request-state answer `body`. */
export const retrieveInstituteData = (family: InstituteFamily, worker: WorkerFixture, body: Body): Promise<RetrievedData> =>
  answerCall(family, instituteCalls(family, worker).status, [200, body]);
