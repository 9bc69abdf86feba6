import type { SandboxScenario, WidgetPlatform } from '../api/connect-api.types';
import { sandboxValues } from './sandbox.banner';

const platform = (code: string, identifier_kind: WidgetPlatform['identifier_kind'], login_methods: WidgetPlatform['login_methods']) =>
  ({ code, name: code, countries: ['mx'], identifier_kind, login_methods }) as WidgetPlatform;

const SCENARIOS: SandboxScenario[] = [
  { platform: 'uber', field: 'otp_code', value: '9993', code: 'invalid_otp' },
  { platform: 'uber', field: 'password', value: 'sandbox-invalid-password', code: 'invalid_password' },
  { platform: 'uber', field: 'identifier', value: 'banned@sandbox.gig.dev', code: 'banned' },
  { platform: 'didi', field: 'otp_code', value: '8883', code: 'invalid_otp' },
  { platform: 'imss', field: 'identifier', value: 'SAND000101HDFXXX01', code: 'curp_not_found' },
  { platform: 'cabify', field: 'identifier', value: 'banned@sandbox.gig.dev', code: 'banned' },
];

const byLabel = (values: ReturnType<typeof sandboxValues>) => Object.fromEntries(values.map((v) => [v.label, v.value]));

describe('sandboxValues (the values the test-mode banner lists for the chosen platform)', () => {
  it('gives each platform its own wrong code: 9993 for uber, 8883 for didi', () => {
    expect(byLabel(sandboxValues(platform('uber', 'email', ['otp', 'password']), SCENARIOS))).toEqual({
      sandbox_identifier: 'ana@example.com', sandbox_code: '123456', sandbox_wrong_code: '9993', sandbox_banned: 'banned@sandbox.gig.dev',
    });
    expect(byLabel(sandboxValues(platform('didi', 'email_or_phone', ['otp', 'password']), SCENARIOS))).toMatchObject({ sandbox_wrong_code: '8883' });
  });

  it('lists the password values where the platform asks for a password, and no code', () => {
    const cabify = byLabel(sandboxValues(platform('cabify', 'email', ['password']), SCENARIOS));
    expect(cabify).toEqual({ sandbox_identifier: 'ana@example.com', sandbox_password: 'sandbox-password', sandbox_banned: 'banned@sandbox.gig.dev' });
  });

  it('gives an institute a CURP and its not-found CURP, with no code or password', () => {
    expect(byLabel(sandboxValues(platform('imss', 'curp', []), SCENARIOS))).toEqual({
      sandbox_identifier: 'GODE561231HDFRRN04', sandbox_curp_not_found: 'SAND000101HDFXXX01',
    });
  });

  it('still gives the values that connect when the scenarios could not be read', () => {
    expect(byLabel(sandboxValues(platform('beat', 'phone', ['otp']), []))).toEqual({ sandbox_identifier: '5512345678', sandbox_code: '123456' });
  });
});
