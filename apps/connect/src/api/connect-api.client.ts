import type { ConnectAccount, ConnectSession, CreatedUser, Envelope, Lang, SandboxScenario, Widget, WorkerDocument, WorkerRequest, WorkerRequestType } from './connect-api.types';

/** A copy of the worker's data: ready with its JSON, or being prepared (a large one). */
export type CopyAnswer = { readonly ready: true; readonly data: unknown } | { readonly ready: false; readonly copyId: string };

export class ApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number) {
    super(message);
  }
}

export const NETWORK_ERROR = 'network_error';

export interface ConsentInput {
  readonly user_id: string;
  readonly version: string;
  readonly language: Lang;
  readonly widget_id: string;
}

export interface AccountInput {
  readonly user_id: string;
  readonly platform: string;
  readonly country: string;
  readonly identifier: string;
}

export type Secret = { readonly otp_code: string } | { readonly password: string };

/** The widget's credential: a public key (new workers), or a connect token (a returning worker, as `Authorization: Bearer`). */
export type Credential = { readonly publicKey: string } | { readonly connectToken: string };

export class ConnectApiClient {
  private readonly auth: Record<string, string>;

  constructor(credential: Credential, private readonly base = '') {
    this.auth = 'connectToken' in credential ? { Authorization: `Bearer ${credential.connectToken}` } : { 'X-Api-Key': credential.publicKey };
  }

  session(): Promise<ConnectSession> {
    return this.call('GET', '/v1/connect/session');
  }

  widget(widgetId: string): Promise<Widget> {
    return this.call('GET', `/v1/connect/widgets/${encodeURIComponent(widgetId)}`);
  }

  /** The sandbox's reserved values, for the test-mode banner (a public key or a connect token may read them). */
  sandboxScenarios(): Promise<SandboxScenario[]> {
    return this.call('GET', '/v1/sandbox/scenarios');
  }

  createUser(widgetId: string, externalId?: string): Promise<CreatedUser> {
    return this.call('POST', '/v1/users', { widget_id: widgetId, ...(externalId ? { external_id: externalId } : {}) });
  }

  recordConsent(input: ConsentInput): Promise<unknown> {
    return this.call('POST', '/v1/users/consent', {
      ...input,
      timestamp: new Date().toISOString(),
      consent_method: 'button',
      device: navigator.userAgent.slice(0, 300) || 'unknown',
    });
  }

  createAccount(input: AccountInput): Promise<ConnectAccount> {
    return this.call('POST', '/v1/accounts', input);
  }

  validate(accountId: string, secret: Secret): Promise<ConnectAccount> {
    return this.call('POST', `/v1/accounts/${encodeURIComponent(accountId)}/validate`, secret);
  }

  account(accountId: string): Promise<ConnectAccount> {
    return this.call('GET', `/v1/connect/accounts/${encodeURIComponent(accountId)}`);
  }

  disconnect(accountId: string): Promise<ConnectAccount> {
    return this.call('POST', `/v1/connect/accounts/${encodeURIComponent(accountId)}/disconnect`);
  }

  myRequests(): Promise<{ requests: WorkerRequest[] }> {
    return this.call('GET', '/v1/connect/worker-requests');
  }

  askRequest(type: WorkerRequestType, message: string): Promise<WorkerRequest> {
    return this.call('POST', '/v1/connect/worker-requests', { type, ...(message ? { message } : {}) });
  }

  /** Everything the company holds about the worker, as one JSON (at most 3 in 24 hours), or the id of a large one being prepared. */
  myDataCopy(): Promise<CopyAnswer> {
    return this.copyAnswer('/v1/connect/worker-requests/copy');
  }

  /** A large copy: still pending, or ready with its JSON; a failed one fails. */
  preparedCopy(copyId: string): Promise<CopyAnswer> {
    return this.copyAnswer(`/v1/connect/worker-requests/copy/${encodeURIComponent(copyId)}`);
  }

  private async copyAnswer(path: string): Promise<CopyAnswer> {
    const { status, data } = await this.exchange<{ copy_id?: string; status?: string }>('GET', path);
    if (status !== 202) return { ready: true, data };
    if (data.status !== 'pending' || !data.copy_id) throw new ApiError('unknown_error', 'The copy could not be prepared', status);
    return { ready: false, copyId: data.copy_id };
  }

  /** The worker's constancia, sent as the body (`uploaded_by: worker`); the answer is what the worker may see of it. */
  uploadDocument(userId: string, file: Blob): Promise<WorkerDocument> {
    const query = new URLSearchParams({ user_id: userId, type: 'imss_constancia' });
    return this.send('POST', `/v1/connect/documents?${query}`, file, 'application/pdf');
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return body ? this.send(method, path, JSON.stringify(body), 'application/json') : this.send(method, path);
  }

  private async send<T>(method: string, path: string, body?: BodyInit, contentType?: string): Promise<T> {
    return (await this.exchange<T>(method, path, body, contentType)).data;
  }

  private async exchange<T>(method: string, path: string, body?: BodyInit, contentType?: string): Promise<{ status: number; data: T }> {
    let response: Response;
    try {
      response = await fetch(this.base + path, {
        method,
        headers: { ...this.auth, Accept: 'application/json', ...(contentType ? { 'Content-Type': contentType } : {}) },
        body,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError(NETWORK_ERROR, 'Network error', 0);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (response.ok && envelope?.success && envelope.data) return { status: response.status, data: envelope.data };
    const error = envelope?.error;
    throw new ApiError(error?.code ?? 'unknown_error', error?.message ?? `HTTP ${response.status}`, response.status);
  }
}
