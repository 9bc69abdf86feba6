import { AccountWarning, LoginProgress, Platform, PlatformFamily, RetrievedData } from '@gig/domain';
import type { FamilySteps, PlatformFamilySpec } from '../connector/family-definition';
import type { ErrorTable } from '../errors/answer-failure';
import { sessionSegment } from '../http/session-segment';
import { readEarningRows } from '../schema/earning-rows.reader';
import { fields, nullableOneOf, opaqueId, ShapeError } from '../schema/shape-reader';
import { readGigWorker } from './gig-worker.reader';

/** Where a gig family's extraction service answers; session ids arrive URI-encoded. */
export interface GigPaths {
  startLogin(): string;
  verify(sessionId: string): string;
  retrieve(sessionId: string): string;
  /** Default `/v1/sessions/{session_id}/refresh`. */
  refresh?(sessionId: string): string;
}

const gigRefreshPath = (paths: GigPaths, sessionId: string) => paths.refresh?.(sessionId) ?? `/v1/sessions/${sessionId}/refresh`;

export const GIG_WARNINGS: readonly AccountWarning[] = ['banned', 'not_registered', 'rider_account'];

/** `{session_id, next_step: "otp" | "password" | null}`, the next step being one the platform accepts. */
export function readGigProgress(body: unknown, platform: Platform): LoginProgress {
  const answer = fields(body, 'body');
  const session = opaqueId(answer['session_id'], 'session_id');
  const nextStep = nullableOneOf(answer['next_step'], 'next_step', ['otp', 'password'] as const);
  if (nextStep !== null && !platform.loginMethods.includes(nextStep)) throw new ShapeError(`next_step ${nextStep} is not a login method of ${platform.code}`);
  return { nextStep, session };
}

/** `{worker, earnings: [...], warning}` into the domain's data (earnings: see readEarningRows). */
export function readGigData(body: unknown, platform: Platform): RetrievedData {
  const answer = fields(body, 'body');
  return {
    warning: nullableOneOf(answer['warning'], 'warning', GIG_WARNINGS),
    profile: readGigWorker(answer['worker']),
    employment: null,
    earnings: readEarningRows(answer['earnings'], platform),
  };
}

/**
 * The gig login flow: POST a session with the identifier, POST the password or code to verify it,
 * GET the data of the verified session; later, POST its refresh for the data again (same answer, or
 * `REAUTH_REQUIRED` once the platform no longer takes the session).
 */
export function gigSteps(paths: GigPaths, readData: typeof readGigData = readGigData): FamilySteps {
  return {
    startLogin: {
      call: ({ platform, country, identifier }) => ({ method: 'POST', path: paths.startLogin(), body: { platform: platform.code, country, identifier } }),
      read: (body, { platform }) => readGigProgress(body, platform),
    },
    verify: {
      call: ({ session, method, secret }) => ({ method: 'POST', path: paths.verify(sessionSegment(session, 'invalid_otp_session')), body: { method, secret } }),
      read: (body, { platform }) => readGigProgress(body, platform),
    },
    retrieve: {
      call: ({ session }) => ({ method: 'GET', path: paths.retrieve(sessionSegment(session, 'session_not_found')) }),
      read: (body, { platform }) => readData(body, platform),
    },
    refresh: {
      call: ({ session }) => ({ method: 'POST', path: gigRefreshPath(paths, sessionSegment(session, 'reauthentication_required')), body: {} }),
      read: (body, { platform }) => readData(body, platform),
    },
  };
}

/** A gig family's spec, with the paths and the error table it was made from (the family's tests drive them). */
export interface GigFamilySpec<Errors extends ErrorTable = ErrorTable> extends PlatformFamilySpec {
  readonly paths: GigPaths;
  readonly errors: Errors;
}

/** The spec of a gig family: the gig login flow on the family's paths; a 2xx that breaks it is `schema_parse_error`. */
export function gigFamilySpec<Errors extends ErrorTable>(family: {
  readonly family: PlatformFamily;
  readonly paths: GigPaths;
  readonly errors: Errors;
  readonly readData?: typeof readGigData;
}): GigFamilySpec<Errors> {
  const { paths, errors, readData = readGigData } = family;
  return { family: family.family, protocol: 'gig', schemaErrorCode: 'schema_parse_error', errors, paths, ...gigSteps(paths, readData) };
}
