import type { LoginProgress, RetrievedData } from '@gig/domain';
import type { HttpPlatformFamily } from '../connector/http-platform-family';
import type { ErrorTable } from '../errors/answer-failure';
import type { GigFamilySpec } from '../gig/gig-contract';
import { answerCall, Body, CallUnderTest, FamilyUnderTest, familyUnderTest, readFixture, RecordedErrorAnswer, WorkerFixture, workerOf } from './harness';

/** One recorded earnings row of a gig data answer. */
export interface GigEarningRow {
  readonly date: string;
  readonly amount: string;
  readonly currency: string;
  readonly trips: number | null;
}

/** A gig data answer: `{worker, earnings, warning}`. */
export interface GigDataAnswer extends Body {
  readonly worker: ({ readonly id: string } & Body) | null;
  readonly earnings: readonly GigEarningRow[];
  readonly warning: string | null;
}

/** A gig family's recorded answers, `src/fixtures/{login,verify,data,error-answers,crash}.json`. */
export interface GigFixtures {
  readonly login: { readonly session_id: string } & Body;
  readonly verify: Body;
  readonly data: GigDataAnswer;
  readonly errorAnswers: Readonly<Record<string, RecordedErrorAnswer>>;
  readonly crash: Body;
}

export type GigFamily<Errors extends ErrorTable = ErrorTable> = FamilyUnderTest<GigFamilySpec<Errors>, GigFixtures>;

/** Reads the recorded answers of the gig family lib whose `src` is `dir` (pass `__dirname`). */
export function readGigFixtures(dir: string): GigFixtures {
  const read = <T>(file: string) => readFixture<T>(dir, `${file}.json`);
  return { login: read('login'), verify: read('verify'), data: read('data'), errorAnswers: read('error-answers'), crash: read('crash') };
}

/** The family under test: its descriptor (e.g. `rideHailingFamily`) and the recorded answers of the lib in `dir`. */
export function gigFamily<Errors extends ErrorTable>(family: HttpPlatformFamily<GigFamilySpec<Errors>>, dir: string): GigFamily<Errors> {
  return familyUnderTest(family, readGigFixtures(dir));
}

/** The three gig calls of a worker, on the session of the recorded login answer. */
export function gigCalls(family: GigFamily, worker: WorkerFixture) {
  const { spec: { paths }, fixtures } = family;
  const request = workerOf(family, worker);
  const session = fixtures.login.session_id;
  const method = request.platform.loginMethods[0] ?? 'otp';
  const login: CallUnderTest<LoginProgress> = {
    name: 'login', method: 'POST', path: paths.startLogin(), success: [200, fixtures.login], run: (connector) => connector.startLogin(request),
  };
  const verify: CallUnderTest<LoginProgress> = {
    name: 'verification', method: 'POST', path: paths.verify(session), success: [200, fixtures.verify],
    run: (connector) => connector.verify({ ...request, session, method, secret: '482913' }),
  };
  const data: CallUnderTest<RetrievedData> = {
    name: 'data retrieval', method: 'GET', path: paths.retrieve(session), success: [200, fixtures.data],
    run: (connector) => connector.retrieve({ ...request, session }),
  };
  return { login, verify, data, request, session, method };
}

/** The worker's data as the family's connector reads it from a data answer `body`. */
export const retrieveGigData = (family: GigFamily, worker: WorkerFixture, body: Body): Promise<RetrievedData> =>
  answerCall(family, gigCalls(family, worker).data, [200, body]);
