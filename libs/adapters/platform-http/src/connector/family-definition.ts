import type {
  DomainError,
  LoginProgress,
  LoginRequest,
  PlatformFamily,
  PlatformProtocol,
  RetrievedData,
  RetrieveRequest,
  VerifyRequest,
} from '@gig/domain';
import type { ErrorTable } from '../errors/answer-failure';
import type { HttpCall } from '../http/http-call';

/** Translates a family error code through the family's table (for failures reported inside a 2xx answer). */
export type FailureOf = (familyCode: string) => DomainError;

/** One call of the connector: the request it makes and how a 2xx answer reads. */
export interface FamilyStep<In, Out> {
  /** May throw a DomainError to refuse before any request (e.g. no session). */
  call(input: In): HttpCall;
  /** Reads a 2xx JSON body; throws ShapeError when it breaks the contract, or a DomainError. */
  read(body: unknown, input: In, failureOf: FailureOf): Out;
}

export interface FamilySteps {
  /** Before Login. */
  readonly startLogin: FamilyStep<LoginRequest, LoginProgress>;
  /** Before Validation; null when the family has no validation step (`unknown_login_type`). */
  readonly verify: FamilyStep<VerifyRequest, LoginProgress> | null;
  /** After Validation. */
  readonly retrieve: FamilyStep<RetrieveRequest, RetrievedData>;
  /** The data again on the session kept from the login, with no new login (issue 12). */
  readonly refresh: FamilyStep<RetrieveRequest, RetrievedData>;
}

/** Everything that makes one family's live adapter: its name, error table, schema code and steps. */
export interface PlatformFamilySpec extends FamilySteps {
  readonly family: PlatformFamily;
  /** Gig login or institute request: the contract the steps speak. */
  readonly protocol: PlatformProtocol;
  /** The code of an answer that does not parse or match the contract. */
  readonly schemaErrorCode: 'schema_parse_error' | 'invalid_schema_response';
  readonly errors: ErrorTable;
}
