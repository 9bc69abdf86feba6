import { accountStatus } from '@gig/sdk/account-status';
import type { ConnectAccount } from '../api/connect-api.types';
import { documentBack, documentReducer, isDocumentAction } from './document.reducer';
import type { FlowAction, FlowState } from './flow.state';
import { connectionsReducer, isConnectionsAction, sessionAccountOf } from './connections.reducer';
import { nextActionFor, type ErrorPhase } from './worker-errors.catalogue';

const idle = (state: FlowState): FlowState => ({ ...state, busy: false, error: undefined });

function fail(state: FlowState, code: string, phase: ErrorPhase): FlowState {
  const action = nextActionFor(code, phase);
  const platform = state.platform?.code ?? '';
  return { ...state, busy: false, step: 'error', error: { code, action }, outcome: { status: 'error', platform, code } };
}

export function isPolling(account: ConnectAccount): boolean {
  return account.status === accountStatus.syncing || (account.status === accountStatus.pending && account.next_step === null);
}

/** The returning worker's list, with this account's latest status (added when new). */
function withAccount(state: FlowState, account: ConnectAccount): FlowState['accounts'] {
  if (!state.accounts) return undefined;
  const others = state.accounts.filter((a) => a.account_id !== account.account_id);
  const known = state.accounts.find((a) => a.account_id === account.account_id);
  return [...others, sessionAccountOf(known, account, state.country ?? '')];
}

function reconnect(state: FlowState, accountId: string): FlowState {
  const account = state.accounts?.find((a) => a.account_id === accountId);
  const platform = account && state.widget?.platforms.find((p) => p.code === account.platform);
  if (!account || !platform) return state;
  return { ...idle(state), step: 'identifier', platform, country: account.country, accountId: undefined, secret: undefined, warning: undefined };
}

/** An unfinished connection picks up where it stopped: the code or password it needs, else the login again. */
function resume(state: FlowState, account: ConnectAccount): FlowState {
  const known = state.accounts?.find((a) => a.account_id === account.account_id);
  const platform = state.widget?.platforms.find((p) => p.code === account.platform);
  if (!known || !platform) return { ...state, busy: false };
  const base = { ...idle(state), platform, country: known.country, accountId: account.account_id, secret: undefined, warning: undefined };
  if (account.status === accountStatus.incomplete) return account.next_step ? { ...base, step: 'secret', secret: account.next_step } : { ...base, step: 'identifier' };
  return onAccount(base, account);
}

function onAccount(state: FlowState, account: ConnectAccount): FlowState {
  const next = { ...idle(state), accountId: account.account_id, accounts: withAccount(state, account) };
  const platform = state.platform?.code ?? account.platform ?? '';
  switch (account.status) {
    case accountStatus.success:
      return { ...next, step: 'success', warning: account.warning, outcome: { status: 'success', platform, accountId: account.account_id } };
    case accountStatus.pending:
      return account.next_step ? { ...next, step: 'secret', secret: account.next_step } : { ...next, step: 'progress' };
    case accountStatus.syncing:
      return { ...next, step: 'progress' };
    case accountStatus.requiresAuth:
      return fail(next, account.status_details ?? 'reauthentication_required', 'sync');
    default: {
      const withStep = account.next_step ? { ...next, secret: account.next_step } : next;
      return fail(withStep, account.status_details ?? 'unknown_error', account.next_step ? 'validate' : 'sync');
    }
  }
}

function afterPlatform(state: FlowState, code: string): FlowState {
  const platform = state.widget?.platforms.find((p) => p.code === code);
  if (!platform) return state;
  const base = { ...idle(state), platform, accountId: undefined, secret: undefined, warning: undefined };
  if (platform.countries.length === 1) return { ...base, step: 'identifier', country: platform.countries[0] };
  return { ...base, step: 'country', country: undefined };
}

function retry(state: FlowState): FlowState {
  switch (state.error?.action) {
    case 'secret':
      return { ...idle(state), step: state.secret ? 'secret' : 'identifier' };
    case 'identifier':
      return { ...idle(state), step: state.platform ? 'identifier' : 'platform' };
    default:
      return { ...idle(state), step: 'platform' };
  }
}

function back(state: FlowState): FlowState {
  const fromDocument = documentBack(state);
  if (fromDocument) return fromDocument;
  switch (state.step) {
    case 'country':
      return { ...idle(state), step: 'platform' };
    case 'identifier':
      return { ...idle(state), step: (state.platform?.countries.length ?? 0) > 1 ? 'country' : 'platform' };
    case 'secret':
      return { ...idle(state), step: 'identifier' };
    default:
      return state;
  }
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  if (isConnectionsAction(action)) return connectionsReducer(state, action);
  if (isDocumentAction(action)) return documentReducer(state, action);
  switch (action.type) {
    case 'widget_loaded':
      // A returning worker (connect token) first sees "Your connections".
      return { ...idle(state), widget: action.widget, sandbox: action.sandbox, step: state.accounts ? 'connections' : 'consent' };
    case 'fatal':
      return { ...state, busy: false, step: 'fatal', error: { code: action.code, action: 'later' } };
    case 'busy':
      return { ...state, busy: true };
    case 'session_loaded':
      return { ...state, userId: action.session.user_id, accounts: action.session.accounts };
    case 'reconnect':
      return reconnect(state, action.accountId);
    case 'resumed':
      return resume(state, action.account);
    case 'consented':
      return { ...idle(state), userId: action.userId, step: 'platform' };
    case 'platform_chosen':
      return afterPlatform(state, action.code);
    case 'country_chosen':
      return { ...idle(state), country: action.country, step: 'identifier' };
    case 'account':
      return onAccount(state, action.account);
    case 'failed':
      return fail(state, action.code, action.phase);
    case 'retry':
      return retry(state);
    case 'back':
      return back(state);
    case 'connect_another':
      return { ...idle(state), step: 'platform', platform: undefined, country: undefined, accountId: undefined, secret: undefined, warning: undefined };
    case 'done':
      return { ...idle(state), step: 'done' };
  }
}
