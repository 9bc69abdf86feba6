import { UpstreamError } from './upstream.error';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  readonly fetch: FetchFn;
  readonly timeoutMs: number;
  /** Base wait before the single retry; the actual wait is 0.5x to 1.5x of it. */
  readonly retryDelayMs: number;
  readonly random?: () => number;
}

/** GETs a JSON body; one retry with jitter on timeouts, network errors, 5xx and 429. */
export function fetchJson(url: string, http: HttpOptions): Promise<unknown> {
  return withRetry(() => attempt(url, http, false), http);
}

/** Like `fetchJson`, but a 404 answers `undefined` instead of failing. */
export function fetchOptionalJson(url: string, http: HttpOptions): Promise<unknown> {
  return withRetry(() => attempt(url, http, true), http);
}

async function withRetry(call: () => Promise<unknown>, http: HttpOptions): Promise<unknown> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UpstreamError) || !error.retryable) throw error;
    await sleep(http.retryDelayMs * (0.5 + (http.random ?? Math.random)()));
    return call();
  }
}

async function attempt(url: string, http: HttpOptions, notFoundIsEmpty: boolean): Promise<unknown> {
  let response: Response;
  try {
    response = await http.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(http.timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(describeFailure(error, http.timeoutMs), true);
  }
  if (notFoundIsEmpty && response.status === 404) {
    await discard(response);
    return undefined;
  }
  if (!response.ok) {
    await discard(response);
    throw new UpstreamError(`HTTP ${response.status}`, response.status >= 500 || response.status === 429);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new UpstreamError(`${describeFailure(error, http.timeoutMs)} while reading the body`, true);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError('malformed JSON');
  }
}

/** What went wrong, without the upstream's address: the message may reach a client in a 503. */
function describeFailure(error: unknown, timeoutMs: number): string {
  const { name, cause } = (typeof error === 'object' && error !== null ? error : {}) as Partial<Error> & { cause?: { code?: unknown } };
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  const code = cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? `network error (${code})` : 'network error';
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    /* the body is not needed */
  }
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
