import type { Platform, PlatformConnector } from '@gig/domain';
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformFamilySpec } from '../connector/family-definition';
import type { HttpPlatformFamily } from '../connector/http-platform-family';
import type { PlatformConnectorOptions } from '../connector/http-platform.connector';

export type Body = Record<string, unknown>;

/** One entry of `fixtures/error-answers.json`; `stage` names the call it answers when a family has several. */
export interface RecordedErrorAnswer {
  readonly stage?: string;
  readonly status: number;
  readonly body: Body;
}

/** A worker as a spec file writes it: the platform's registry code, a country it offers, a normalised identifier. */
export interface WorkerFixture {
  readonly platform: string;
  readonly country: string;
  readonly identifier: string;
}

/** A family lib under test: its spec, its connector factory and platforms (from its descriptor), its recorded answers. */
export interface FamilyUnderTest<Spec extends PlatformFamilySpec, Fixtures> {
  readonly spec: Spec;
  readonly connect: (options: PlatformConnectorOptions) => PlatformConnector;
  readonly platforms: readonly Platform[];
  readonly fixtures: Fixtures;
}

/** A family's descriptor (e.g. `rideHailingFamily`) under test with the recorded answers of its lib. */
export function familyUnderTest<Spec extends PlatformFamilySpec, Fixtures>(family: HttpPlatformFamily<Spec>, fixtures: Fixtures): FamilyUnderTest<Spec, Fixtures> {
  return { spec: family.spec, connect: (options) => family.createConnector(options), platforms: family.platforms, fixtures };
}

/** One call of the connector as a test drives it: the request it makes and a successful answer to it. */
export interface CallUnderTest<Result = unknown> {
  readonly name: string;
  readonly method: 'POST' | 'GET';
  readonly path: string;
  readonly success: readonly [status: number, body: Body];
  run(connector: PlatformConnector): Promise<Result>;
}

/** The status and body of the family's recorded error answer with that code. */
export function recordedAnswer(errorAnswers: Readonly<Record<string, RecordedErrorAnswer>>, code: string): [number, Body] {
  const answer = errorAnswers[code];
  if (!answer) throw new Error(`no recorded error answer ${code} in fixtures/error-answers.json`);
  return [answer.status, answer.body];
}

/** The fake extraction service of a family, e.g. `https://ride-hailing.extraction.test`. */
export const serviceUrl = (family: string): string => `https://${family.replace(/_/g, '-')}.extraction.test`;

/** No real network in the enclosing describe; every interceptor is gone after each test. */
export function isolateNetwork(): void {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
}

/** The interceptor of a call's request on the service at `base`. */
export const intercept = (base: string, call: CallUnderTest): nock.Interceptor => nock(base).intercept(call.path, call.method);

/** Answers the call's request with `answer` and makes the call with a fresh connector of the family. */
export async function answerCall<Result>(
  family: FamilyUnderTest<PlatformFamilySpec, unknown>,
  call: CallUnderTest<Result>,
  answer: readonly [status: number, body: Body],
): Promise<Result> {
  const base = serviceUrl(family.spec.family);
  intercept(base, call).reply(...answer);
  return call.run(family.connect({ baseUrl: base, timeoutMs: 2000 }));
}

/** A platform the family's descriptor lists; throws on a typo or a platform of another family. */
export function platformOf(family: FamilyUnderTest<PlatformFamilySpec, unknown>, code: string): Platform {
  const platform = family.platforms.find((candidate) => candidate.code === code);
  if (!platform) throw new Error(`${code} is not a ${family.spec.family} platform`);
  return platform;
}

/** The request fields of a worker fixture. */
export const workerOf = (family: FamilyUnderTest<PlatformFamilySpec, unknown>, worker: WorkerFixture) =>
  ({ platform: platformOf(family, worker.platform), country: worker.country, identifier: worker.identifier });

/** Reads `<dir>/fixtures/<file>` (JSON). */
export const readFixture = <T>(dir: string, file: string): T => JSON.parse(readFileSync(join(dir, 'fixtures', file), 'utf8')) as T;

/** Matches `pathOf(id)` for any one-segment id, under the base URL's path prefix (for "unknown session" answers). */
export function anyIdPath(prefix: string, pathOf: (id: string) => string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const [before, after] = pathOf('\u0000').split('\u0000').map(escape);
  return new RegExp(`^${escape(prefix)}${before}[^/]+${after}$`);
}
