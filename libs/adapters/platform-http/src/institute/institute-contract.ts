import { DomainError, PlatformFamily, RetrievedData } from '@gig/domain';
import type { FailureOf, FamilySteps, PlatformFamilySpec } from '../connector/family-definition';
import type { ErrorTable } from '../errors/answer-failure';
import { sessionSegment } from '../http/session-segment';
import { fields, oneOf, opaqueId, text } from '../schema/shape-reader';
import { InstituteIdDocument, readInstituteResult } from './institute-result.reader';

/** Where an institute's extraction service answers; request ids arrive URI-encoded. */
export interface InstitutePaths {
  startLogin(): string;
  status(requestId: string): string;
  /** Default `/v1/requests/{request_id}/refresh`. */
  refresh?(requestId: string): string;
}

export const INSTITUTE_STATUSES = ['waiting_confirmation', 'processing', 'ready', 'failed'] as const;

/**
 * `{request_id, status, error_code?, result?}`: ready gives the data; waiting or processing is
 * `pending_for_data`; failed is its `error_code` through the family's table.
 */
export function readInstituteStatus(body: unknown, id: InstituteIdDocument, failureOf: FailureOf): RetrievedData {
  const answer = fields(body, 'body');
  const status = oneOf(answer['status'], 'status', INSTITUTE_STATUSES);
  if (status === 'failed') throw failureOf(text(answer['error_code'], 'error_code'));
  if (status !== 'ready') throw new DomainError('pending_for_data', `The institute has not answered yet (${status}); try again later.`);
  return readInstituteResult(answer['result'], id);
}

/**
 * The institute flow (asynchronous, by CURP): startLogin POSTs the request, which the service confirms
 * by e-mail and completes with the institute's PDF; the request id is the session and no validation
 * step follows; retrieve reads the request's state once.
 */
export function instituteSteps(paths: InstitutePaths, id: InstituteIdDocument): FamilySteps {
  return {
    startLogin: {
      call: ({ identifier }) => ({ method: 'POST', path: paths.startLogin(), body: { curp: identifier } }),
      read: (body) => {
        const answer = fields(body, 'body');
        oneOf(answer['status'], 'status', INSTITUTE_STATUSES);
        return { nextStep: null, session: opaqueId(answer['request_id'], 'request_id') };
      },
    },
    verify: null,
    retrieve: {
      call: ({ session }) => ({ method: 'GET', path: paths.status(sessionSegment(session, 'session_not_found')) }),
      read: (body, _input, failureOf) => readInstituteStatus(body, id, failureOf),
    },
    refresh: {
      call: ({ session }) => {
        const requestId = sessionSegment(session, 'session_not_found');
        return { method: 'POST', path: paths.refresh?.(requestId) ?? `/v1/requests/${requestId}/refresh`, body: {} };
      },
      read: (body, _input, failureOf) => readInstituteStatus(body, id, failureOf),
    },
  };
}

/** An institute's spec, with the paths, id document and error table it was made from (the family's tests drive them). */
export interface InstituteFamilySpec<Errors extends ErrorTable = ErrorTable> extends PlatformFamilySpec {
  readonly paths: InstitutePaths;
  readonly id: InstituteIdDocument;
  readonly errors: Errors;
}

/** The spec of an institute: the institute flow on its paths; an answer that breaks it is `invalid_schema_response`. */
export function instituteFamilySpec<Errors extends ErrorTable>(family: {
  readonly family: PlatformFamily;
  readonly paths: InstitutePaths;
  readonly id: InstituteIdDocument;
  readonly errors: Errors;
}): InstituteFamilySpec<Errors> {
  const { paths, id, errors } = family;
  return { family: family.family, protocol: 'institute', schemaErrorCode: 'invalid_schema_response', errors, paths, id, ...instituteSteps(paths, id) };
}
