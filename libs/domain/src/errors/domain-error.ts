import { ErrorCode, errorDefinition } from './error-catalogue';

/** One field-level problem, carried in `error.errors` of a `bad_request`. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * A failure with a catalogue code. Adapters translate vendor failures into these;
 * the HTTP layer turns them into the envelope with the catalogue's status.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: readonly FieldError[] | null;

  constructor(code: ErrorCode, message?: string, errors: readonly FieldError[] | null = null) {
    const definition = errorDefinition(code);
    super(message ?? definition.message);
    this.name = 'DomainError';
    this.code = code;
    this.status = definition.status;
    this.errors = errors && errors.length > 0 ? errors : null;
  }

  static badRequest(message: string, errors: readonly FieldError[] | null = null): DomainError {
    return new DomainError('bad_request', message, errors);
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
