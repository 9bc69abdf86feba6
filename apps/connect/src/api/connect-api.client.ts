import type { GigErrorEnvelope, operations, paths } from '@gig/sdk';
import createClient, { type Client } from 'openapi-fetch';

export const NETWORK_ERROR = 'network_error';
const UNKNOWN_ERROR = 'unknown_error';

type ErrorCode = GigErrorEnvelope['error']['code'] | typeof NETWORK_ERROR | typeof UNKNOWN_ERROR;

/** A copy of the worker's data: ready with its JSON, or being prepared (a large one). */
export type CopyAnswer = { readonly ready: true; readonly data: unknown } | { readonly ready: false; readonly copyId: string };

export class ApiError extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly status: number) {
    super(message);
  }
}

type JsonBody<Op extends keyof operations> = operations[Op] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** What the flow knows of a consent; the client adds when, how and on which device. */
export type ConsentInput = Omit<JsonBody<'recordConsent'>, 'timestamp' | 'consent_method' | 'device' | 'ip_address'>;
export type AccountInput = JsonBody<'createAccount'>;
export type Secret = JsonBody<'validateAccount'>;

/** The widget's credential: a public key (new workers), or a connect token (a returning worker, as `Authorization: Bearer`). */
export type Credential = { readonly publicKey: string } | { readonly connectToken: string };

/** What an openapi-fetch call resolves to: the success envelope as `data`, the parsed error body as `error`. */
interface Answer<T> {
  readonly data?: { readonly success: true; readonly data: T };
  readonly error?: unknown;
  readonly response: Response;
}

/** The widget's calls to `/v1`, through openapi-fetch typed by the SDK's generated `paths`. */
export class ConnectApiClient {
  private readonly http: Client<paths>;

  constructor(credential: Credential, baseUrl = '') {
    const auth = 'connectToken' in credential ? { Authorization: `Bearer ${credential.connectToken}` } : { 'X-Api-Key': credential.publicKey };
    this.http = createClient<paths>({
      baseUrl,
      headers: { ...auth, Accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
      fetch: (request) => globalThis.fetch(request).catch(() => Promise.reject(new ApiError(NETWORK_ERROR, 'Network error', 0))),
    });
  }

  session() {
    return unwrap(this.http.GET('/v1/connect/session'));
  }

  widget(widgetId: string) {
    return unwrap(this.http.GET('/v1/connect/widgets/{widget_id}', { params: { path: { widget_id: widgetId } } }));
  }

  /** The sandbox's reserved values, for the test-mode banner (a public key or a connect token may read them). */
  sandboxScenarios() {
    return unwrap(this.http.GET('/v1/sandbox/scenarios'));
  }

  createUser(widgetId: string, externalId?: string) {
    return unwrap(this.http.POST('/v1/users', { body: { widget_id: widgetId, ...(externalId ? { external_id: externalId } : {}) } }));
  }

  recordConsent(input: ConsentInput) {
    const device = navigator.userAgent.slice(0, 300) || 'unknown';
    return unwrap(this.http.POST('/v1/users/consent', { body: { ...input, timestamp: new Date().toISOString(), consent_method: 'button', device } }));
  }

  createAccount(body: AccountInput) {
    return unwrap(this.http.POST('/v1/accounts', { body }));
  }

  validate(accountId: string, body: Secret) {
    return unwrap(this.http.POST('/v1/accounts/{account_id}/validate', { params: { path: { account_id: accountId } }, body }));
  }

  account(accountId: string) {
    return unwrap(this.http.GET('/v1/connect/accounts/{account_id}', { params: { path: { account_id: accountId } } }));
  }

  disconnect(accountId: string) {
    return unwrap(this.http.POST('/v1/connect/accounts/{account_id}/disconnect', { params: { path: { account_id: accountId } } }));
  }

  myRequests() {
    return unwrap(this.http.GET('/v1/connect/worker-requests'));
  }

  askRequest(type: JsonBody<'askWorkerRequest'>['type'], message: string) {
    return unwrap(this.http.POST('/v1/connect/worker-requests', { body: { type, ...(message ? { message } : {}) } }));
  }

  /** Everything the company holds about the worker, as one JSON (at most 3 in 24 hours), or the id of a large one being prepared. */
  myDataCopy(): Promise<CopyAnswer> {
    return copyAnswer(this.http.GET('/v1/connect/worker-requests/copy'));
  }

  /** A large copy: still pending, or ready with its JSON. */
  preparedCopy(copyId: string): Promise<CopyAnswer> {
    return copyAnswer(this.http.GET('/v1/connect/worker-requests/copy/{copy_id}', { params: { path: { copy_id: copyId } } }));
  }

  /**
   * The worker's constancia, sent as the body (`uploaded_by: worker`); the answer is what the worker may see of it.
   * The document types a binary body as a string: the file itself goes out through `bodySerializer`, not as JSON.
   */
  uploadDocument(userId: string, file: Blob) {
    return unwrap(this.http.POST('/v1/connect/documents', {
      params: { query: { user_id: userId, type: 'imss_constancia' } },
      headers: { 'Content-Type': 'application/pdf' },
      body: '',
      bodySerializer: () => file,
    }));
  }
}

/** The `data` of a success envelope; otherwise an ApiError with the code and message of the API's error envelope. */
async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(UNKNOWN_ERROR, 'Unreadable answer', 0);
  }
  const { data, error, response } = answer;
  if (response.ok && data?.success) return data.data;
  const body = isErrorEnvelope(error) ? error.error : undefined;
  throw new ApiError(body?.code ?? UNKNOWN_ERROR, body?.message ?? `HTTP ${response.status}`, response.status);
}

/** 200: the copy itself; 202: a large one being prepared, followed by its id. */
async function copyAnswer(call: Promise<Answer<unknown>>): Promise<CopyAnswer> {
  let status = 0;
  const data = await unwrap(call.then((answer) => ((status = answer.response.status), answer)));
  if (status !== 202) return { ready: true, data };
  if (!isPendingCopy(data)) throw new ApiError(UNKNOWN_ERROR, 'The copy could not be prepared', status);
  return { ready: false, copyId: data.copy_id };
}

function isPendingCopy(body: unknown): body is { copy_id: string; status: 'pending' } {
  return typeof body === 'object' && body !== null && 'copy_id' in body && typeof body.copy_id === 'string' && 'status' in body && body.status === 'pending';
}

function isErrorEnvelope(body: unknown): body is GigErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error: unknown = body.error;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'message' in error;
}
