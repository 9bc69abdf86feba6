import { DomainError, FieldError } from './domain-error';

/**
 * Runs several parses and gathers their `bad_request` field errors, so that one answer lists every
 * problem of a request (each once) rather than the first.
 */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  /** The parse's value, or undefined after recording its field errors; any other failure propagates. */
  attempt<T>(parse: () => T): T | undefined {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'bad_request') throw error;
      this.errors.push(...(error.errors ?? [{ field: 'body', message: error.message }]));
      return undefined;
    }
  }

  /** `bad_request` with every distinct error gathered so far. */
  toError(): DomainError {
    const unique = this.errors.filter((e, i) => this.errors.findIndex((o) => o.field === e.field && o.message === e.message) === i);
    return DomainError.badRequest([...new Set(unique.map((e) => e.message))].join('; '), unique);
  }
}
