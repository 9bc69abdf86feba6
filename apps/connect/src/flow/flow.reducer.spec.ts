import type { ConnectAccount, ConnectSession, SessionAccount, Widget } from '../api/connect-api.types';
import { flowReducer, isPolling } from './flow.reducer';
import { INITIAL_STATE, type FlowAction, type FlowState } from './flow.state';

const widget: Widget = {
  widget_id: 'w1', name: 'Lender', company_name: 'Lender SA', language: 'es', primary_color: '#1a56db', logo_url: null, consent_version: '2026-11',
  allowed_origins: ['https://lender.test'], redirect_url: null, is_sandbox: true,
  platforms: [
    { code: 'uber', name: 'Uber', countries: ['mx', 'co'], identifier_kind: 'email_or_phone', login_methods: ['otp', 'password'] },
    { code: 'imss', name: 'IMSS', countries: ['mx'], identifier_kind: 'curp', login_methods: [] },
  ],
};
const account = (over: Partial<ConnectAccount>): ConnectAccount => ({ account_id: 'a1', user_id: 'u1', platform: 'uber', status: 'pending', status_details: null, warning: null, next_step: null, ...over });
const seen: Omit<SessionAccount, 'account_id' | 'platform' | 'country' | 'status'> = {
  source: 'connection', identifier_masked: 'an***@example.com', connected_since: '2026-11-02T10:00:00.000Z', last_updated_on: null, receives: ['daily_earnings'],
};
const run = (...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, INITIAL_STATE);
const ready: FlowAction[] = [{ type: 'widget_loaded', widget }, { type: 'consented', userId: 'u1' }];

describe('flow reducer', () => {
  it('walks consent, platform, country, identifier, code, progress and success', () => {
    expect(run({ type: 'widget_loaded', widget }).step).toBe('consent');
    expect(run(...ready).step).toBe('platform');
    expect(run(...ready, { type: 'platform_chosen', code: 'uber' }).step).toBe('country');
    const identifier = run(...ready, { type: 'platform_chosen', code: 'uber' }, { type: 'country_chosen', country: 'co' });
    expect(identifier).toMatchObject({ step: 'identifier', country: 'co' });
    const secret = flowReducer(identifier, { type: 'account', account: account({ next_step: 'otp' }) });
    expect(secret).toMatchObject({ step: 'secret', secret: 'otp', accountId: 'a1' });
    const progress = flowReducer(secret, { type: 'account', account: account({ status: 'syncing' }) });
    expect(progress.step).toBe('progress');
    const done = flowReducer(progress, { type: 'account', account: account({ status: 'success', warning: 'banned' }) });
    expect(done).toMatchObject({ step: 'success', warning: 'banned', outcome: { status: 'success', platform: 'uber', accountId: 'a1' } });
  });

  it('lists a returning worker’s accounts, reconnects a requires_auth one at its identifier, and adds what gets connected', () => {
    const session: ConnectSession = {
      user_id: 'u1', external_id: 'w-7', widget_id: 'w1', expires_at: '2026-11-26T10:30:00.000Z',
      accounts: [{ account_id: 'a1', platform: 'uber', country: 'co', status: 'requires_auth', ...seen }, { account_id: 'a2', platform: 'imss', country: 'mx', status: 'success', ...seen }],
    };
    const loaded = run({ type: 'session_loaded', session }, { type: 'widget_loaded', widget }, { type: 'consented', userId: 'u1' });
    expect(loaded).toMatchObject({ step: 'platform', userId: 'u1', accounts: session.accounts });
    const again = flowReducer(loaded, { type: 'reconnect', accountId: 'a1' });
    expect(again).toMatchObject({ step: 'identifier', platform: { code: 'uber' }, country: 'co' });
    expect(flowReducer(loaded, { type: 'reconnect', accountId: 'nope' })).toBe(loaded);
    const connected = flowReducer(again, { type: 'account', account: account({ status: 'success' }) });
    expect(connected.accounts).toEqual([session.accounts[1], { ...session.accounts[0], status: 'success' }]);
    expect(run(...ready).accounts).toBeUndefined();
  });

  it('skips the country when the platform has one, and the code for institutes', () => {
    const identifier = run(...ready, { type: 'platform_chosen', code: 'imss' });
    expect(identifier).toMatchObject({ step: 'identifier', country: 'mx' });
    expect(flowReducer(identifier, { type: 'account', account: account({ status: 'pending', next_step: null }) }).step).toBe('progress');
    expect(isPolling(account({ status: 'pending', next_step: null }))).toBe(true);
    expect(isPolling(account({ status: 'pending', next_step: 'otp' }))).toBe(false);
  });

  it('sends a wrong code back to the code step and a blocked login to another platform', () => {
    const secret = run(...ready, { type: 'platform_chosen', code: 'imss' }, { type: 'account', account: account({ next_step: 'otp' }) });
    const failed = flowReducer(secret, { type: 'failed', code: 'invalid_otp', phase: 'validate' });
    expect(failed).toMatchObject({ step: 'error', error: { code: 'invalid_otp', action: 'secret' }, outcome: { status: 'error', code: 'invalid_otp' } });
    expect(flowReducer(failed, { type: 'retry' })).toMatchObject({ step: 'secret', secret: 'otp', error: undefined });
    const refused = flowReducer(secret, { type: 'failed', code: 'login_refused', phase: 'create' });
    expect(refused.error?.action).toBe('later');
    expect(flowReducer(refused, { type: 'connect_another' })).toMatchObject({ step: 'platform', platform: undefined, accountId: undefined });
  });

  it('turns incomplete and error accounts into errors with their details', () => {
    const base = run(...ready, { type: 'platform_chosen', code: 'imss' });
    expect(flowReducer(base, { type: 'account', account: account({ status: 'error', status_details: 'unable_to_get_gig_metrics' }) }).error)
      .toEqual({ code: 'unable_to_get_gig_metrics', action: 'platform' });
    expect(flowReducer(base, { type: 'account', account: account({ status: 'incomplete', status_details: 'invalid_password', next_step: 'password' }) }))
      .toMatchObject({ step: 'error', secret: 'password', error: { action: 'secret' } });
    expect(flowReducer(base, { type: 'account', account: account({ status: 'requires_auth' }) }).error?.code).toBe('reauthentication_required');
  });

  it('goes back one step and marks itself busy', () => {
    const country = run(...ready, { type: 'platform_chosen', code: 'uber' });
    expect(flowReducer(country, { type: 'back' }).step).toBe('platform');
    const identifier = flowReducer(country, { type: 'country_chosen', country: 'mx' });
    expect(flowReducer(identifier, { type: 'back' }).step).toBe('country');
    expect(flowReducer(identifier, { type: 'busy' }).busy).toBe(true);
    expect(run({ type: 'fatal', code: 'not_found_error' })).toMatchObject({ step: 'fatal', error: { code: 'not_found_error' } });
  });
});
