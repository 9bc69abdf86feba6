import type { ConnectAccount, ConnectSession, SessionAccount, Widget, WidgetPlatform } from '../api/connect-api.types';
import { flowReducer } from './flow.reducer';
import { INITIAL_STATE, type FlowAction, type FlowState } from './flow.state';
import { offeredPlatforms } from './offered-platforms';

const platform = (code: WidgetPlatform['code']): WidgetPlatform => ({ code, name: code.toUpperCase(), countries: ['mx'], identifier_kind: 'email', login_methods: ['otp'] });
const PLATFORMS = (['uber', 'didi', 'rappi', 'cabify', 'beat', 'indriver', 'imss', 'ifood'] as const).map(platform);
const widget: Widget = {
  widget_id: 'w1', name: 'Lender', company_name: 'Lender SA', language: 'es', primary_color: '#1a56db', logo_url: null, consent_version: '2026-11',
  allowed_origins: ['https://lender.test'], redirect_url: null, is_sandbox: true, platforms: PLATFORMS,
};
const row = (account_id: string, code: WidgetPlatform['code'], status: SessionAccount['status']): SessionAccount => ({
  account_id, platform: code, country: 'mx', status, source: 'connection', identifier_masked: 'an***@example.com',
  connected_since: '2026-11-02T10:00:00.000Z', last_updated_on: null, receives: ['daily_earnings'],
});
const ROWS = [row('a1', 'uber', 'success'), row('a2', 'didi', 'syncing'), row('a3', 'rappi', 'pending'), row('a4', 'cabify', 'incomplete'),
  row('a5', 'beat', 'requires_auth'), row('a6', 'indriver', 'error'), row('a7', 'imss', 'disconnected')];
const status = (over: Partial<ConnectAccount>): ConnectAccount => ({ account_id: 'a3', user_id: 'u1', platform: 'rappi', status: 'pending', status_details: null, warning: null, next_step: null, ...over });

function returning(): FlowState {
  const session: ConnectSession = { user_id: 'u1', external_id: 'w-7', widget_id: 'w1', expires_at: '2026-11-26T10:30:00.000Z', accounts: ROWS };
  const actions: FlowAction[] = [{ type: 'session_loaded', session }, { type: 'widget_loaded', widget }];
  return actions.reduce(flowReducer, INITIAL_STATE);
}

describe('what a returning worker is offered, and resuming an unfinished connection', () => {
  it('offers a failed, a disconnected and an untouched platform, never a connected, unfinished or requires_auth one', () => {
    expect(offeredPlatforms(PLATFORMS, ROWS).map((p) => p.code)).toEqual(['indriver', 'imss', 'ifood']);
    expect(offeredPlatforms(PLATFORMS, undefined)).toHaveLength(PLATFORMS.length);
  });

  it('resumes a pending account at the code it waits for, with its platform, country and id', () => {
    const resumed = flowReducer({ ...returning(), busy: true }, { type: 'resumed', account: status({ next_step: 'otp' }) });
    expect(resumed).toMatchObject({ step: 'secret', secret: 'otp', accountId: 'a3', country: 'mx', busy: false, platform: { code: 'rappi' } });
  });

  it('resumes an incomplete account at its code (not an error screen), else at the login; a pending one being read is polled', () => {
    const withCode = flowReducer(returning(), { type: 'resumed', account: status({ account_id: 'a4', platform: 'cabify', status: 'incomplete', next_step: 'password', status_details: 'invalid_password' }) });
    expect(withCode).toMatchObject({ step: 'secret', secret: 'password', accountId: 'a4', platform: { code: 'cabify' } });
    const without = flowReducer(returning(), { type: 'resumed', account: status({ account_id: 'a4', platform: 'cabify', status: 'incomplete' }) });
    expect(without).toMatchObject({ step: 'identifier', accountId: 'a4' });
    expect(flowReducer(returning(), { type: 'resumed', account: status({}) }).step).toBe('progress');
  });

  it('leaves the screen as it was for an account the worker does not have', () => {
    const before = { ...returning(), busy: true };
    expect(flowReducer(before, { type: 'resumed', account: status({ account_id: 'zz' }) })).toMatchObject({ step: 'connections', busy: false });
  });
});
