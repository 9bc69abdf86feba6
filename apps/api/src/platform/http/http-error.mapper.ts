import { HttpException } from '@nestjs/common';
import { DomainError, ForbiddenTransition, isDomainError } from '@gig/domain';
import { ErrorBody } from './envelope';
import { httpStatusOf } from './error-statuses';
import { inWireNames } from './wire-field-names';
import { WIRE_ONLY_ERRORS } from './wire-only-errors';

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
  413: 'payload_too_large',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** The one place where failures become HTTP statuses and envelope error bodies. */
export function mapError(error: unknown): MappedError {
  if (isDomainError(error)) return fromDomain(error);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 500) {
      const code = STATUS_CODES[status];
      if (code) return { status, body: { code, message: httpMessage(error), errors: null }, unexpected: false };
      return fromDomain(DomainError.badRequest(httpMessage(error), null));
    }
  } else if (isBodyParserError(error)) return fromBodyParser(error);
  return {
    status: 500,
    body: { code: 'internal_error', message: WIRE_ONLY_ERRORS.internal_error.message, errors: null },
    unexpected: true,
  };
}

function fromDomain(error: DomainError): MappedError {
  const { message, errors } = inWireNames(error.message, error.errors, error.mentions);
  return { status: httpStatusOf(error.code), body: { code: error.code, message, errors }, unexpected: error instanceof ForbiddenTransition };
}

function httpMessage(error: HttpException): string {
  const response = error.getResponse();
  const message = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  return typeof message === 'string' ? message : error.message;
}

/** An error of the body parser or of the decompression under it: a client's 4xx, `http-errors` style. */
interface ReadError {
  type?: string;
  status: number;
  code?: string;
  message: string;
}

function isBodyParserError(error: unknown): error is ReadError {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as ReadError).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Whatever is wrong with reading the body is the client's `bad_request` (422), with the part at fault. */
function fromBodyParser(error: ReadError): MappedError {
  const [field, message] = readProblem(error);
  return fromDomain(DomainError.badRequest(message, [{ field, message }]));
}

/** zlib's codes: `Z_DATA_ERROR`… for gzip and deflate, `ERR__ERROR_FORMAT_…` for brotli. */
function readProblem(error: ReadError): [field: string, message: string] {
  if (error.type === 'entity.too.large') return ['body', 'The request body is larger than 1 MB.'];
  if (error.type === 'entity.parse.failed') return ['body', 'The request body is not valid JSON.'];
  if (error.type === 'encoding.unsupported') return ['content-encoding', 'Content-Encoding must be gzip, deflate, br or identity.'];
  if (error.type === 'charset.unsupported') return ['content-type', `The request body could not be read: ${error.message}`];
  if (/^(Z_|ERR__ERROR|ERR_BROTLI)/.test(error.code ?? '')) {
    return ['content-encoding', 'The request body does not decompress as its Content-Encoding says.'];
  }
  return ['body', `The request body could not be read: ${error.message}`];
}
