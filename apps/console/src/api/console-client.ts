import type { paths as PublicPaths } from '@gig/sdk';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/console-api';
import type { FieldError } from './console-schemas';

export class ConsoleApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number, readonly fieldErrors: readonly FieldError[] = []) {
    super(message);
  }
}

export const NETWORK_ERROR = 'network_error';

type Query = Record<string, string | number | undefined | null>;
type FetchFn = (request: Request) => Promise<Response>;
type Api = Client<paths>;

export interface ConsoleClientOptions {
  /** Called on any 401 outside signing in: the session is gone, the app goes to the sign-in page. */
  readonly onUnauthorized: () => void;
  readonly fetch?: FetchFn;
  /** The origin to call; default: the page's (`''`, relative URLs). */
  readonly baseUrl?: string;
}

/** Writes whose 401 is the answer to show (wrong password), not a lost session. */
const SIGN_IN_WRITES = new Set(['POST /console/api/session', 'POST /console/api/password']);

/** Where the console reaches the public API: `/v1/…` as `/console/v1/…`, under its session cookie's path. */
export const PUBLIC_API_BASE = '/console';

/**
 * The console's two APIs through openapi-fetch: `/console/api` (what exists for the console alone), typed by the
 * generated docs/console-openapi.json, and `v1`, the public API itself (mounted at `/console/v1`), typed by the SDK's
 * generated `paths`. Both carry the session cookie, the CSRF token on writes, and report a lost session.
 * `unwrap` turns an answer into its data or a ConsoleApiError.
 */
export class ConsoleClient {
  private csrfToken: string | null = null;
  readonly GET: Api['GET'];
  readonly POST: Api['POST'];
  readonly PUT: Api['PUT'];
  readonly PATCH: Api['PATCH'];
  readonly DELETE: Api['DELETE'];
  /** The public API, `/v1`, as the signed-in member (reads for any member, writes for admins). */
  readonly v1: Client<PublicPaths>;

  constructor(private readonly options: ConsoleClientOptions) {
    const fetchFn: FetchFn = options.fetch ?? ((request) => fetch(request));
    const base = {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      fetch: fetchFn,
      querySerializer: (query: Record<string, unknown>) => queryString(query as Query),
    } as const;
    const api = createClient<paths>({ ...base, baseUrl: options.baseUrl ?? '' });
    this.v1 = createClient<PublicPaths>({ ...base, baseUrl: `${options.baseUrl ?? ''}${PUBLIC_API_BASE}` });
    const session: Middleware = {
      onRequest: ({ request }) => {
        if (request.method !== 'GET' && this.csrfToken) request.headers.set('X-CSRF-Token', this.csrfToken);
        return request;
      },
      onResponse: ({ request, response }) => {
        if (response.status === 401 && !SIGN_IN_WRITES.has(`${request.method} ${new URL(request.url, 'http://console.invalid').pathname}`)) {
          this.csrfToken = null;
          this.options.onUnauthorized();
        }
        return response;
      },
    };
    api.use(session);
    this.v1.use(session);
    ({ GET: this.GET, POST: this.POST, PUT: this.PUT, PATCH: this.PATCH, DELETE: this.DELETE } = api);
  }

  setCsrfToken(token: string | null): void {
    this.csrfToken = token;
  }
}

/** What an openapi-fetch call resolves to: the parsed body as `data` (2xx) or `error` (otherwise). */
interface Answer {
  readonly data?: { readonly data: unknown };
  readonly error?: unknown;
  readonly response: Response;
}

type ErrorEnvelope = { error?: { code?: string; message?: string; errors?: FieldError[] | null } } | null;

/** The `data` of a success envelope; a ConsoleApiError carrying the envelope's code, message and field errors otherwise. */
export async function unwrap<A extends Answer>(call: Promise<A>): Promise<NonNullable<A['data']>['data']> {
  let answer: A;
  try {
    answer = await call;
  } catch {
    throw new ConsoleApiError(NETWORK_ERROR, 'The server could not be reached. Check the connection and try again.', 0);
  }
  const body = answer.data as { success?: unknown; data: unknown } | undefined;
  if (!answer.response.ok || !body || body.success !== true) throw errorOf(answer.response.status, (answer.error ?? null) as ErrorEnvelope);
  return body.data;
}

function errorOf(status: number, envelope: ErrorEnvelope): ConsoleApiError {
  const error = typeof envelope === 'object' ? envelope?.error : undefined;
  const message = error?.message ?? `The server answered with HTTP ${status}.`;
  return new ConsoleApiError(error?.code ?? 'http_error', message, status, error?.errors ?? []);
}

/** `?a=1&b=x`, leaving out empty values; '' when none is left. */
export function queryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
