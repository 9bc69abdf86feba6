import { DomainError, ErrorCode } from '@gig/domain';
import type { HttpAnswer } from '../http/http-call';

/** A family's own error vocabulary, each code translated to a catalogue code. */
export type ErrorTable = Readonly<Record<string, ErrorCode>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An upstream worker crash: AWS Lambda's `X-Amz-Function-Error` header or its `{errorType, errorMessage}` body. */
export function isCrashAnswer(answer: HttpAnswer): boolean {
  return answer.functionError || (isObject(answer.body) && typeof answer.body['errorType'] === 'string');
}

/** The family code of an error answer `{"error": {"code": "...", "message": "..."}}`, if it has that shape. */
export function errorCodeOf(body: unknown): string | null {
  const error = isObject(body) ? body['error'] : undefined;
  return isObject(error) && typeof error['code'] === 'string' ? error['code'] : null;
}

/** A family code through the table; a code the table does not know is `platform_unknown_error`. */
export function translateCode(code: string, table: ErrorTable, family: string): DomainError {
  const known = Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
  return known
    ? new DomainError(known)
    : new DomainError('platform_unknown_error', `The ${family} extraction service answered an unknown error (${code.slice(0, 80)}).`);
}

/**
 * Translates an answer that is not a success, in this order: a crash is `lambda_error`; a code the
 * table knows is its catalogue code; 429 is `too_many_requests`; 5xx is `platform_unavailable`;
 * anything else (an unknown code, a 4xx without the error shape, 1xx/3xx) is `platform_unknown_error`.
 */
export function failureOf(answer: HttpAnswer, table: ErrorTable, family: string): DomainError {
  if (isCrashAnswer(answer)) return new DomainError('lambda_error', `The ${family} extraction service crashed while answering.`);
  const code = errorCodeOf(answer.body);
  if (code !== null && Object.prototype.hasOwnProperty.call(table, code)) return translateCode(code, table, family);
  if (answer.status === 429) return new DomainError('too_many_requests', `The ${family} extraction service is rate limiting (HTTP 429).`);
  if (answer.status >= 500) return new DomainError('platform_unavailable', `The ${family} extraction service failed (HTTP ${answer.status}).`);
  if (code !== null) return translateCode(code, table, family);
  return new DomainError('platform_unknown_error', `The ${family} extraction service answered HTTP ${answer.status} without a known error.`);
}
