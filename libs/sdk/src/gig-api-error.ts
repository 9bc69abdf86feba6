import type { paths } from './generated/gig-api';

type Values<T> = T[keyof T];
type JsonBodies<Responses> = Values<{ [S in keyof Responses]: Responses[S] extends { content: { 'application/json': infer Body } } ? Body : never }>;
type OperationBodies<Item> = Values<{ [M in keyof Item]: Item[M] extends { responses: infer R } ? JsonBodies<R> : never }>;
type AnyBody = Values<{ [P in keyof paths]: OperationBodies<paths[P]> }>;

/** Every error answer the API documents: `{success: false, data: null, error: {code, message, errors}}`. */
export type GigErrorEnvelope = Extract<AnyBody, { success: false }>;
/** A code of the error catalogue, as the OpenAPI document lists them. */
export type GigErrorCode = GigErrorEnvelope['error']['code'];
export type GigFieldError = NonNullable<GigErrorEnvelope['error']['errors']>[number];

/** A failed call: the HTTP status, the catalogue code to branch on, and the bad fields of a `bad_request`. */
export class GigApiError extends Error {
  override readonly name = 'GigApiError';

  constructor(
    readonly status: number,
    readonly code: GigErrorCode | 'unexpected_response',
    message: string,
    readonly errors: readonly GigFieldError[] | null,
    readonly requestId: string | null,
  ) {
    super(message);
  }

  /** The error a response carries; `unexpected_response` when its body is not the API's error envelope. */
  static of(response: Response, body: unknown): GigApiError {
    const requestId = response.headers.get('x-request-id');
    if (!isErrorEnvelope(body)) {
      return new GigApiError(response.status, 'unexpected_response', `HTTP ${response.status} without the API's error envelope`, null, requestId);
    }
    return new GigApiError(response.status, body.error.code, body.error.message, body.error.errors, requestId);
  }
}

function isErrorEnvelope(body: unknown): body is GigErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error: unknown = body.error;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'message' in error;
}
