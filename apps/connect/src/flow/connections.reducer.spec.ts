import type { ConnectAccount, ConnectSession, Widget, WorkerRequest } from '../api/connect-api.types';
import { flowReducer } from './flow.reducer';
import { INITIAL_STATE, type FlowAction, type FlowState } from './flow.state';

const widget = { widget_id: 'w1', name: 'Lender', company_name: 'Lender SA', language: 'es', platforms: [] } as unknown as Widget;
const uber: ConnectSession['accounts'][number] = {
  account_id: 'a1', platform: 'uber', country: 'mx', status: 'success', source: 'connection', identifier_masked: 'an***@example.com',
  connected_since: '2026-11-02T10:00:00.000Z', last_updated_on: '2026-12-01', receives: ['daily_earnings', 'profile', 'employment'],
};
const session = { user_id: 'u1', external_id: 'w-1', widget_id: 'w1', expires_at: '2026-12-02T10:30:00.000Z', accounts: [uber] } as ConnectSession;
const request = (over: Partial<WorkerRequest>): WorkerRequest =>
  ({ request_id: 'r1', type: 'deletion', status: 'pending', due_on: '2026-12-30', decline_reason: null, created_at: '2026-12-02T10:00:00.000Z', ...over });
const run = (...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, INITIAL_STATE);
const returning: FlowAction[] = [{ type: 'session_loaded', session }, { type: 'requests_loaded', requests: [] }, { type: 'widget_loaded', widget }];

describe('"Your connections" in the flow', () => {
  it('is the first screen of a returning worker only; a new worker starts at the consent', () => {
    expect(run(...returning).step).toBe('connections');
    expect(run({ type: 'widget_loaded', widget }).step).toBe('consent');
    expect(run(...returning, { type: 'connect_from_connections' }).step).toBe('consent');
  });

  it('turns a disconnected account disconnected in the list, keeping what it showed, and says so', () => {
    const disconnected: ConnectAccount = { account_id: 'a1', user_id: 'u1', platform: 'uber', status: 'disconnected', status_details: null, warning: null, next_step: null };
    const state = run(...returning, { type: 'busy' }, { type: 'disconnected', account: disconnected });
    expect(state.accounts).toEqual([{ ...uber, status: 'disconnected' }]);
    expect([state.busy, state.notice, state.step]).toEqual([false, { kind: 'ok', text: 'disconnect_done' }, 'connections']);
  });

  it('puts a new request first and an answered one in its place, once', () => {
    const older = request({ request_id: 'r0', type: 'objection', status: 'declined', decline_reason: 'Needed for the loan' });
    const state = run(...returning, { type: 'requests_loaded', requests: [older] }, { type: 'requested', request: request({}) }, { type: 'requested', request: request({}) });
    expect(state.requests?.map((r) => r.request_id)).toEqual(['r1', 'r0']);
  });

  it('keeps a failure on the same screen', () => {
    const state = run(...returning, { type: 'busy' }, { type: 'notice', kind: 'error', text: 'err_try_tomorrow' });
    expect([state.step, state.busy, state.notice]).toEqual(['connections', false, { kind: 'error', text: 'err_try_tomorrow' }]);
  });

  it('stays busy while a large copy is being prepared, saying so, until it is done', () => {
    const preparing = run(...returning, { type: 'busy' }, { type: 'notice', kind: 'ok', text: 'copy_preparing', busy: true });
    expect([preparing.busy, preparing.notice]).toEqual([true, { kind: 'ok', text: 'copy_preparing' }]);
    const done = run(...returning, { type: 'busy' }, { type: 'notice', kind: 'ok', text: 'copy_preparing', busy: true }, { type: 'notice', kind: 'ok', text: 'copy_done' });
    expect([done.busy, done.notice]).toEqual([false, { kind: 'ok', text: 'copy_done' }]);
  });
});
