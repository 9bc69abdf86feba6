import { ApiError, ConnectApiClient, NETWORK_ERROR, type Secret } from '../api/connect-api.client';
import type { ConnectAccount, Country, Lang } from '../api/connect-api.types';
import { isConnectionsAction } from '../flow/connections.reducer';
import { flowReducer, isPolling } from '../flow/flow.reducer';
import { INITIAL_STATE, type FlowAction, type FlowState } from '../flow/flow.state';
import { EXISTING_USER, LINK_EXPIRED, type ErrorPhase } from '../flow/worker-errors.catalogue';
import { HostMessenger, allowedTarget, isEmbedded, redirectTarget, type RedirectResult } from '../host/host.messenger';
import { errorMessage, pickLang, translator, type Translate } from '../i18n/i18n';
import type { FlowActions } from '../steps/step.context';
import { themeFor } from '../theme/color.contrast';
import { renderHeader, renderStep, setBusy, type Shell } from './app.view';
import { saveJson } from './save-json';

/** How often a large copy being prepared is asked for. */
const COPY_POLL_MS = 2_000;
/** Ten minutes of asking, then the worker is told to try again. */
const COPY_MAX_POLLS = 300;
import type { ConnectParams } from './connect.params';

const POLL_MS = 1000;
const MAX_POLLS = 300;

/** A connect token refused mid-flow has expired (30 minutes): the worker needs a new link, not "unavailable". */
const codeOf = (error: unknown, returning = false) => {
  if (!(error instanceof ApiError)) return NETWORK_ERROR;
  return returning && error.code === 'invalid_api_key' ? LINK_EXPIRED : error.code;
};

export class ConnectFlowController implements FlowActions {
  private state: FlowState = INITIAL_STATE;
  private lang: Lang;
  private t: Translate;
  private host = new HostMessenger(null);
  private readonly api: ConnectApiClient;
  private pollTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly shell: Shell, private readonly params: ConnectParams) {
    this.api = new ConnectApiClient(params.connectToken ? { connectToken: params.connectToken } : { publicKey: params.publicKey });
    this.lang = pickLang(params.lang);
    this.t = translator(this.lang);
  }

  async start(): Promise<void> {
    this.render();
    const returning = Boolean(this.params.connectToken);
    if (!returning && (!this.params.publicKey || !this.params.widgetId)) return this.dispatch({ type: 'fatal', code: 'not_found_error' });
    try {
      const session = returning ? await this.api.session() : undefined;
      const widget = await this.api.widget(session?.widget_id ?? this.params.widgetId);
      if (session) this.dispatch({ type: 'session_loaded', session });
      if (session) this.dispatch({ type: 'requests_loaded', requests: (await this.api.myRequests().catch(() => ({ requests: [] }))).requests });
      this.setLang(pickLang(this.params.lang, widget.language));
      this.applyTheme(widget.primary_color, widget.name);
      this.host = new HostMessenger(allowedTarget(this.params.origin, widget.allowed_origins));
      const sandbox = widget.is_sandbox ? await this.api.sandboxScenarios().catch(() => []) : undefined;
      this.dispatch({ type: 'widget_loaded', widget, sandbox: sandbox?.map(({ platform, field, value, code }) => ({ platform, field, value, code })) });
      this.host.post('ready', { widget_id: widget.widget_id });
    } catch (error) {
      this.dispatch({ type: 'fatal', code: this.failureCode(error) });
    }
  }

  accept = async (): Promise<void> => {
    const widget = this.state.widget;
    if (!widget || !this.beginBusy()) return;
    try {
      let userId = this.state.userId ?? this.params.userId;
      if (!userId) {
        const user = await this.createUser(widget.widget_id);
        if (!user) return;
        userId = user.user_id;
        this.host.post('user_created', { user_id: user.user_id, external_id: user.external_id ?? this.params.externalId ?? null });
      }
      await this.api.recordConsent({ user_id: userId, version: widget.consent_version, language: this.lang, widget_id: widget.widget_id });
      this.dispatch({ type: 'consented', userId });
    } catch (error) {
      this.dispatch({ type: 'fatal', code: this.failureCode(error) });
    }
  };

  /** Public-key mode meeting an existing worker: the lender's backend must open the widget with a connect token instead. */
  private async createUser(widgetId: string) {
    try {
      return await this.api.createUser(widgetId, this.params.externalId);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'forbidden_error' && this.params.externalId)) throw error;
      console.info('GigConnect: this external_id is an existing user. A public key only creates users; for a returning worker your backend ' +
        'calls POST /v1/connect/tokens {external_id, widget_id} with its private key and opens the widget with GigConnect.open({connectToken}).');
      this.dispatch({ type: 'fatal', code: EXISTING_USER });
      this.host.post('connection_error', { code: EXISTING_USER, message: this.t(errorMessage(EXISTING_USER), this.lenderVars()), platform: null });
      return null;
    }
  }

  private lenderVars(): Record<string, string> {
    return { lender: this.state.widget?.company_name ?? '' };
  }

  reconnect = (accountId: string): void => this.dispatch({ type: 'reconnect', accountId });

  /** An unfinished connection ("Sin terminar"), read afresh: the step it needs, or its progress polled. */
  resume = async (accountId: string): Promise<void> => {
    if (!this.beginBusy()) return;
    try {
      const account = await this.api.account(accountId);
      this.dispatch({ type: 'resumed', account });
      if (this.state.step === 'progress' && isPolling(account)) this.schedulePoll(account.account_id, 0);
    } catch (error) {
      this.onFailure(this.failureCode(error), 'sync');
    }
  };
  choosePlatform = (code: string): void => this.dispatch({ type: 'platform_chosen', code });
  chooseCountry = (country: Country): void => this.dispatch({ type: 'country_chosen', country });
  retry = (): void => this.dispatch({ type: 'retry' });
  back = (): void => this.dispatch({ type: 'back' });
  connectAnother = (): void => this.dispatch({ type: 'connect_another' });

  submitIdentifier = (identifier: string): void => {
    const { userId, platform, country } = this.state;
    if (!userId || !platform || !country) return;
    void this.call('create', () => this.api.createAccount({ user_id: userId, platform: platform.code, country, identifier }));
  };

  submitSecret = (value: string): void => {
    const { accountId, secret } = this.state;
    if (!accountId) return;
    const body: Secret = secret === 'password' ? { password: value } : { otp_code: value };
    void this.call('validate', () => this.api.validate(accountId, body));
  };

  connectFromConnections = (): void => this.dispatch({ type: 'connect_from_connections' });
  disconnect = (accountId: string): void => void this.rights(async () => this.dispatch({ type: 'disconnected', account: await this.api.disconnect(accountId) }));
  askRequest = (type: 'deletion' | 'objection', message: string): void =>
    void this.rights(async () => this.dispatch({ type: 'requested', request: await this.api.askRequest(type, message) }));
  downloadCopy = (): void => void this.rights(async () => {
    let answer = await this.api.myDataCopy();
    if (!answer.ready) this.dispatch({ type: 'notice', kind: 'ok', text: 'copy_preparing', busy: true });
    for (let polls = 0; !answer.ready; polls++) {
      if (polls >= COPY_MAX_POLLS) throw new ApiError('unknown_error', 'The copy is taking too long', 0);
      const { copyId } = answer;
      await new Promise((resolve) => setTimeout(resolve, COPY_POLL_MS));
      answer = await this.api.preparedCopy(copyId);
    }
    saveJson(answer.data, 'my-data.json');
    this.dispatch({ type: 'notice', kind: 'ok', text: 'copy_done' });
  });

  /** An action of "Your connections": its failure is said on the same screen. */
  private async rights(action: () => Promise<void>): Promise<void> {
    if (!this.beginBusy()) return;
    try {
      await action();
    } catch (error) {
      this.dispatch({ type: 'notice', kind: 'error', text: errorMessage(this.failureCode(error)) });
    }
  }
  chooseDocument = (): void => this.dispatch({ type: 'document_chosen' });

  uploadDocument = async (file: File): Promise<void> => {
    const { userId } = this.state;
    if (!userId || !this.beginBusy()) return;
    try {
      this.dispatch({ type: 'document_read', document: await this.api.uploadDocument(userId, file) });
    } catch (error) {
      this.dispatch({ type: 'document_failed', code: this.failureCode(error) });
    }
  };

  /** What was read is the worker's: the account it fed is connected (read back as the widget sees it). */
  confirmDocument = (): void => {
    const accountId = this.state.document?.account_id;
    if (accountId) void this.call('sync', () => this.api.account(accountId));
    else this.finish();
  };

  finish = (): void => this.leave('done');
  close = (): void => this.leave('closed');

  private leave(reason: 'closed' | 'done'): void {
    this.stopPolling();
    if (isEmbedded()) {
      this.host.post('exit', { reason });
      this.dispatch({ type: 'done' });
      return;
    }
    const redirect = this.state.widget?.redirect_url;
    if (redirect) window.location.assign(redirectTarget(redirect, this.redirectResult(reason)));
    else this.dispatch({ type: 'done' });
  }

  private redirectResult(reason: 'closed' | 'done'): RedirectResult {
    const outcome = this.state.outcome;
    if (reason === 'closed' || !outcome) return { status: 'exit' };
    if (outcome.status === 'success') return { status: 'success', user_id: this.state.userId, account_id: outcome.accountId, platform: outcome.platform };
    return { status: 'error', code: outcome.code, platform: outcome.platform };
  }

  private async call(phase: ErrorPhase, request: () => Promise<ConnectAccount>): Promise<void> {
    if (!this.beginBusy()) return;
    try {
      this.onAccount(await request());
    } catch (error) {
      this.onFailure(this.failureCode(error), phase);
    }
  }

  private onAccount(account: ConnectAccount): void {
    this.dispatch({ type: 'account', account });
    const { step, userId, platform, warning } = this.state;
    if (step === 'success') {
      this.host.post('connection_success', { user_id: userId ?? account.user_id, account_id: account.account_id, platform: platform?.code ?? account.platform, warning: warning ?? null });
    } else if (step === 'error') {
      this.postError();
    } else if (step === 'progress' && isPolling(account)) {
      this.schedulePoll(account.account_id, 0);
    }
  }

  private onFailure(code: string, phase: ErrorPhase): void {
    this.dispatch({ type: 'failed', code, phase });
    this.postError();
  }

  private postError(): void {
    const code = this.state.error?.code ?? 'unknown_error';
    this.host.post('connection_error', { code, message: this.t(errorMessage(code), this.lenderVars()), platform: this.state.platform?.code ?? null });
  }

  private schedulePoll(accountId: string, attempt: number): void {
    this.stopPolling();
    this.pollTimer = setTimeout(() => void this.poll(accountId, attempt + 1), POLL_MS);
  }

  private async poll(accountId: string, attempt: number): Promise<void> {
    if (this.state.step !== 'progress' || this.state.accountId !== accountId) return;
    if (attempt > MAX_POLLS) return this.onFailure('timeout', 'sync');
    try {
      const account = await this.api.account(accountId);
      if (this.state.step !== 'progress') return;
      if (isPolling(account)) this.schedulePoll(accountId, attempt);
      else this.onAccount(account);
    } catch (error) {
      if (this.failureCode(error) === NETWORK_ERROR && attempt < MAX_POLLS) this.schedulePoll(accountId, attempt);
      else this.onFailure(this.failureCode(error), 'sync');
    }
  }

  private failureCode(error: unknown): string {
    return codeOf(error, Boolean(this.params.connectToken));
  }

  private stopPolling(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
  }

  private beginBusy(): boolean {
    if (this.state.busy) return false;
    this.state = flowReducer(this.state, { type: 'busy' });
    setBusy(this.shell, true);
    return true;
  }

  private dispatch(action: FlowAction): void {
    const before = this.state;
    this.state = flowReducer(before, action);
    if (before.step !== this.state.step || before.documentProblem !== this.state.documentProblem || action.type === 'widget_loaded' ||
      (isConnectionsAction(action) && this.state.step === 'connections')) this.render();
    else setBusy(this.shell, this.state.busy);
  }

  private render(): void {
    const ctx = { state: this.state, t: this.t, actions: this };
    renderHeader(this.shell, ctx, this.close);
    renderStep(this.shell, ctx);
  }

  private setLang(lang: Lang): void {
    this.lang = lang;
    this.t = translator(lang);
    document.documentElement.lang = lang;
  }

  private applyTheme(color: string, name: string): void {
    const theme = themeFor(color);
    const root = document.documentElement.style;
    root.setProperty('--primary', theme.primary);
    root.setProperty('--on-primary', theme.onPrimary);
    root.setProperty('--primary-text', theme.primaryText);
    if (name) document.title = name;
  }

  setInitialLang(): void {
    this.setLang(this.lang);
  }
}
