/** The fetch the adapters use; injectable so tests (nock) or callers can supply their own. */
export type FetchFn = typeof fetch;

export type HttpMethod = 'GET' | 'POST';

/** One request to a family's extraction service, relative to its base URL. */
export interface HttpCall {
  readonly method: HttpMethod;
  /** Starts with `/`; path segments taken from sessions are already URI-encoded. */
  readonly path: string;
  /** Sent as JSON when present. */
  readonly body?: unknown;
}

/** What came back: the status and the body, parsed when it was JSON. */
export interface HttpAnswer {
  readonly status: number;
  /** The parsed body; undefined when the body was empty or not JSON (see `json`). */
  readonly body: unknown;
  readonly json: boolean;
  /** AWS Lambda marks a crashed invocation with `X-Amz-Function-Error`. */
  readonly functionError: boolean;
}

export interface HttpSettings {
  /** Family name used in messages, e.g. `ride_hailing`. */
  readonly family: string;
  /** No trailing slash (see parseBaseUrl). */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly fetch: FetchFn;
}

export const DEFAULT_PLATFORM_TIMEOUT_MS = 15_000;

const hideCredentials = (raw: string) => raw.replace(/\/\/([^/:@]*):[^/@]*@/, '//$1:***@');

/**
 * Checks an extraction-service base URL: absolute http(s), no query or fragment. Returns it without
 * trailing slashes; throws an Error naming the problem (never echoing a password) otherwise.
 */
export function parseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`is not an absolute URL (got "${hideCredentials(raw)}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`must be an http or https URL (got "${hideCredentials(raw)}")`);
  }
  if (url.search || url.hash) throw new Error(`must not have a query or fragment (got "${hideCredentials(raw)}")`);
  return url.toString().replace(/\/+$/, '');
}
