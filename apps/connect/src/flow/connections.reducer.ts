import type { ConnectAccount, SessionAccount } from '../api/connect-api.types';
import type { FlowAction, FlowState } from './flow.state';

export type ConnectionsAction = Extract<FlowAction, { type: 'requests_loaded' | 'disconnected' | 'requested' | 'notice' | 'connect_from_connections' }>;

const CONNECTIONS_ACTIONS: readonly string[] = ['requests_loaded', 'disconnected', 'requested', 'notice', 'connect_from_connections'];
export const isConnectionsAction = (action: FlowAction): action is ConnectionsAction => CONNECTIONS_ACTIONS.includes(action.type);

/** An account as the returning worker's list shows it, with its latest status (a new one is described from what is known). */
export function sessionAccountOf(known: SessionAccount | undefined, account: ConnectAccount, country: string): SessionAccount {
  if (known) return { ...known, status: account.status };
  return {
    account_id: account.account_id, platform: account.platform, country: country as SessionAccount['country'], status: account.status,
    source: 'connection', identifier_masked: '', connected_since: new Date().toISOString(), last_updated_on: null,
    receives: ['daily_earnings', 'profile', 'employment'],
  };
}

/** "Your connections": the returning worker's accounts and requests, changed by what they do there. */
export function connectionsReducer(state: FlowState, action: ConnectionsAction): FlowState {
  switch (action.type) {
    case 'requests_loaded':
      return { ...state, requests: action.requests };
    case 'disconnected': {
      const accounts = state.accounts?.map((a) => (a.account_id === action.account.account_id ? { ...a, status: action.account.status } : a));
      return { ...state, busy: false, accounts, notice: { kind: 'ok', text: 'disconnect_done' } };
    }
    case 'requested': {
      const others = (state.requests ?? []).filter((r) => r.request_id !== action.request.request_id);
      return { ...state, busy: false, requests: [action.request, ...others], notice: { kind: 'ok', text: 'request_done' } };
    }
    case 'notice':
      return { ...state, busy: action.busy ?? false, notice: { kind: action.kind, text: action.text } };
    case 'connect_from_connections':
      return { ...state, busy: false, notice: undefined, step: 'consent' };
  }
}
