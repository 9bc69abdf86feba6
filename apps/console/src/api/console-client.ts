import type { FieldError } from './console-types';

export class ConsoleApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number, readonly fieldErrors: readonly FieldError[] = []) {
    super(message);
  }
}

export const NETWORK_ERROR = 'network_error';

type Query = Record<string, string | number | undefined | null>;
type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

export interface ConsoleClientOptions {
  /** Called on any 401 outside signing in: the session is gone, the app goes to the sign-in page. */
  readonly onUnauthorized: () => void;
  readonly fetch?: FetchFn;
  readonly base?: string;
}

/** Writes whose 401 is the answer to show (wrong password), not a lost session. */
const SIGN_IN_WRITES = new Set(['POST /session', 'POST /password']);

/** `/console/api` over fetch: unwraps the envelope, sends the CSRF token on writes, reports a lost session. */
export class ConsoleClient {
  private csrfToken: string | null = null;
  private readonly fetchFn: FetchFn;
  private readonly base: string;

  constructor(private readonly options: ConsoleClientOptions) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.base = options.base ?? '/console/api';
  }

  setCsrfToken(token: string | null): void {
    this.csrfToken = token;
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.call('GET', path + queryString(query));
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.call('POST', path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.call('PUT', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.call('PATCH', path, body);
  }

  delete<T>(path: string): Promise<T> {
    return this.call('DELETE', path);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && this.csrfToken) headers['X-CSRF-Token'] = this.csrfToken;
    let response: Response;
    try {
      response = await this.fetchFn(this.base + path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ConsoleApiError(NETWORK_ERROR, 'The server could not be reached. Check the connection and try again.', 0);
    }
    const envelope = await response.json().catch(() => null);
    if (response.status === 401 && !SIGN_IN_WRITES.has(`${method} ${path.split('?')[0]}`)) {
      this.csrfToken = null;
      this.options.onUnauthorized();
    }
    if (!response.ok || !envelope || envelope.success !== true) throw errorOf(response.status, envelope);
    return envelope.data as T;
  }
}

function errorOf(status: number, envelope: { error?: { code?: string; message?: string; errors?: FieldError[] | null } } | null): ConsoleApiError {
  const error = envelope?.error;
  const message = error?.message ?? `The server answered with HTTP ${status}.`;
  return new ConsoleApiError(error?.code ?? 'http_error', message, status, error?.errors ?? []);
}

export function queryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
