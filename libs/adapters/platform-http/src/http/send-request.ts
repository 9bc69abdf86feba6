import { DomainError } from '@gig/domain';
import type { HttpAnswer, HttpCall, HttpSettings } from './http-call';

/**
 * Sends one request with a time limit and reads the whole answer. Transport failures become
 * catalogue errors here: a timeout is `request_timeout`; a refused, reset or unresolvable
 * connection is `platform_unavailable`. Any HTTP status is returned as an answer.
 */
export async function sendRequest(http: HttpSettings, call: HttpCall): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await http.fetch(`${http.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      // A redirect is not part of any family contract; following one could resend a password elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    const text = await response.text();
    const parsed = parseJson(text);
    return { status: response.status, ...parsed, functionError: response.headers.has('x-amz-function-error') };
  } catch (error) {
    throw transportFailure(error, http);
  }
}

function parseJson(text: string): { body: unknown; json: boolean } {
  try {
    return { body: JSON.parse(text), json: true };
  } catch {
    return { body: undefined, json: false };
  }
}

function transportFailure(error: unknown, http: HttpSettings): DomainError {
  const { name, message, code } = (typeof error === 'object' && error !== null ? error : {}) as { name?: string; message?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new DomainError('request_timeout', `The ${http.family} extraction service did not answer within ${http.timeoutMs} ms.`);
  }
  const reason = code ?? message ?? String(error);
  return new DomainError('platform_unavailable', `The ${http.family} extraction service could not be reached (${reason}).`);
}
