import type { ErrorCode } from '@gig/domain';
import nock from 'nock';
import type { ErrorTable } from '../errors/answer-failure';
import type { GIG_ERRORS } from '../gig/gig-errors';
import { GigFamily, GigFixtures } from './gig-family';
import { anyIdPath, Body, isolateNetwork, recordedAnswer, WorkerFixture, workerOf } from './harness';
import { describeLiveContract } from './live-contract';

/** The gig vocabulary the recorded services refuse the contract's failing inputs with. */
type GigCode = keyof typeof GIG_ERRORS;
type GigErrors = ErrorTable & Readonly<Record<GigCode, ErrorCode>>;

/**
 * A worker of a gig platform with a good secret, and the identifier and secret the recorded service refuses:
 * with LOGIN_BLOCKED, and with BAD_OTP or BAD_PASSWORD (the platform's first login method), the gig vocabulary.
 */
export interface GigScript extends WorkerFixture {
  readonly secret: string;
  readonly failing: readonly [identifier: string, secret: string];
}

/** The family codes the recorded service answers a script's failing identifier and secret with. */
function failingCodes(family: GigFamily, script: GigScript): readonly [identifier: GigCode, secret: GigCode] {
  const method = workerOf(family, script).platform.loginMethods[0];
  return ['LOGIN_BLOCKED', method === 'password' ? 'BAD_PASSWORD' : 'BAD_OTP'];
}

/**
 * The family's extraction service as recorded in the fixtures, for one worker at `base`: login, verify and data
 * on the recorded session (`dataAnswer`, default `data.json`); an unknown session is OTP_SESSION_INVALID on
 * verification and SESSION_NOT_FOUND on data.
 */
export function gigExtractionService(family: GigFamily, script: GigScript, base: string, dataAnswer: Body = family.fixtures.data): void {
  const { spec: { paths }, fixtures } = family;
  const { login, verify, errorAnswers }: GigFixtures = fixtures;
  const error = (code: string) => recordedAnswer(errorAnswers, code);
  const session = login.session_id;
  const method = workerOf(family, script).platform.loginMethods[0];
  const prefix = new URL(base).pathname.replace(/\/$/, '');
  const [failingIdentifier, failingSecret] = script.failing;
  const [identifierCode, secretCode] = failingCodes(family, script);
  nock(base)
    .persist()
    .post(paths.startLogin(), (body) => body.identifier === failingIdentifier).reply(...error(identifierCode))
    .post(paths.startLogin(), { platform: script.platform, country: script.country, identifier: script.identifier })
    .reply(200, { ...login, next_step: method })
    .post(paths.verify(session), (body) => body.secret === failingSecret).reply(...error(secretCode))
    .post(paths.verify(session), { method, secret: script.secret }).reply(200, verify)
    .post(anyIdPath(prefix, paths.verify)).reply(...error('OTP_SESSION_INVALID'))
    .get(paths.retrieve(session)).reply(200, dataAnswer)
    .get(anyIdPath(prefix, paths.retrieve)).reply(...error('SESSION_NOT_FOUND'))
    .post(refreshPath(paths, session)).reply(200, dataAnswer)
    .post(anyIdPath(prefix, (id) => refreshPath(paths, id))).reply(...error('REAUTH_REQUIRED'));
}

const refreshPath = (paths: GigFamily['spec']['paths'], session: string) => paths.refresh?.(session) ?? `/v1/sessions/${session}/refresh`;

/** The domain's `PlatformConnector` contract for each scripted platform of a gig family, against its recorded service. */
export function describeGigFamilyContract(name: string, family: GigFamily<GigErrors>, scripts: readonly GigScript[]): void {
  const { errors } = family.spec;
  describe(`${name} live connector`, () => {
    isolateNetwork();
    for (const script of scripts) {
      const [identifier, secret] = script.failing;
      const [identifierCode, secretCode] = failingCodes(family, script);
      describeLiveContract(family, {
        worker: script,
        secret: script.secret,
        failingIdentifier: { value: identifier, code: errors[identifierCode] },
        failingSecret: { value: secret, code: errors[secretCode] },
      }, (base) => gigExtractionService(family, script, base));
    }
  });
}
