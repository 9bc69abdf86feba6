import { HttpException } from '@nestjs/common';
import { DomainError, isDomainError } from '@gig/domain';
import { ErrorBody } from './envelope';
import { httpStatusOf } from './error-statuses';

export interface MappedError {
  readonly status: number;
  readonly body: ErrorBody;
  /** True when the failure is ours, not the client's: worth a log line with the stack. */
  readonly unexpected: boolean;
}

const STATUS_CODES: Record<number, string> = {
  401: 'unauthorized_error',
  403: 'forbidden_error',
  404: 'not_found_error',
  408: 'request_timeout',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** The one place where failures become HTTP statuses and envelope error bodies. */
export function mapError(error: unknown): MappedError {
  if (isDomainError(error)) return fromDomain(error);
  if (isBodyParserError(error)) return fromBodyParser(error);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 500) {
      const code = STATUS_CODES[status] ?? 'bad_request';
      return { status, body: { code, message: httpMessage(error), errors: null }, unexpected: false };
    }
  }
  return {
    status: 500,
    body: { code: 'internal_error', message: 'An unexpected error occurred; it has been logged.', errors: null },
    unexpected: true,
  };
}

function fromDomain(error: DomainError): MappedError {
  return { status: httpStatusOf(error.code), body: { code: error.code, message: error.message, errors: error.errors }, unexpected: false };
}

function httpMessage(error: HttpException): string {
  const response = error.getResponse();
  const message = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  return typeof message === 'string' ? message : error.message;
}

interface BodyParserError {
  type: string;
  status: number;
  message: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as BodyParserError).type === 'string' &&
    typeof (error as BodyParserError).status === 'number';
}

function fromBodyParser(error: BodyParserError): MappedError {
  if (error.type === 'entity.too.large') {
    return { status: 413, body: { code: 'bad_request', message: 'The request body is too large.', errors: null }, unexpected: false };
  }
  const message = error.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : `The request body could not be read: ${error.message}`;
  return fromDomain(DomainError.badRequest(message, [{ field: 'body', message }]));
}
