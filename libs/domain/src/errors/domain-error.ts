import { ErrorCode, errorDefinition } from './error-catalogue';

/** One field-level problem, carried in `error.errors` of a `bad_request`. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  /** Other domain paths the message names (`endDate must not be before startDate`), so the wire renames them too. */
  readonly mentions?: readonly string[];
}

/**
 * A failure with a catalogue code. Adapters translate vendor failures into these;
 * the HTTP layer gives each code its status and envelope.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly errors: readonly FieldError[] | null;
  /** Seconds after which the refused call may succeed (a 429's `retry-after`); null when unknown. */
  readonly retryAfterSeconds: number | null;
  /** Domain paths a message without field errors names (`No user with externalId …`), renamed on the wire like a field. */
  readonly mentions: readonly string[];

  constructor(code: ErrorCode, message?: string, errors: readonly FieldError[] | null = null, retryAfterSeconds: number | null = null, mentions?: readonly string[]) {
    super(message ?? errorDefinition(code).message);
    this.name = 'DomainError';
    this.code = code;
    this.errors = errors && errors.length > 0 ? errors : null;
    this.retryAfterSeconds = retryAfterSeconds;
    this.mentions = mentions ?? (message === undefined ? errorDefinition(code).mentions : []);
  }

  static badRequest(message: string, errors: readonly FieldError[] | null = null): DomainError {
    return new DomainError('bad_request', message, errors);
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
