import { ACCOUNT_WARNINGS, DomainError, isErrorCode, normaliseIdentifier } from '@gig/domain';
import { platformOf } from '../testing/sandbox-test.fixtures';
import { SANDBOX_TEST_PLATFORMS } from '../testing/sandbox-test.platforms';
import { isWarningScenario } from './sandbox-scenario';
import { findSandboxScenario, sandboxScenarios } from './sandbox-scenarios';

const SANDBOX_SCENARIOS = sandboxScenarios(SANDBOX_TEST_PLATFORMS);
const findPlatform = (code: string) => SANDBOX_TEST_PLATFORMS.find((platform) => platform.code === code);

const rowsOf = (platform: string) => SANDBOX_SCENARIOS.filter((row) => row.platform === platform);
const pick = (platform: string, field: string) =>
  rowsOf(platform).filter((row) => row.field === field).map((row) => [row.value, row.code, row.stage]);

describe('sandboxScenarios', () => {
  it('fails with a catalogue code, or warns with an account warning on an identifier at After Validation', () => {
    const misplacedWarnings = SANDBOX_SCENARIOS.filter(isWarningScenario)
      .filter((row) => row.field !== 'identifier' || row.stage !== 'After Validation' || !ACCOUNT_WARNINGS.includes(row.code));
    expect(misplacedWarnings).toEqual([]);
    expect(SANDBOX_SCENARIOS.filter((row) => row.outcome === 'failure' && !isErrorCode(row.code))).toEqual([]);
    expect(SANDBOX_SCENARIOS.filter((row) => row.outcome === 'new_earnings' && (row.stage !== 'refresh' || row.field !== 'identifier'))).toEqual([]);
  });

  it('names registry platforms and never reserves a value twice on one platform and field', () => {
    const keys = SANDBOX_SCENARIOS.map((row) => `${row.platform}|${row.field}|${row.value.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SANDBOX_SCENARIOS.every((row) => findPlatform(row.platform))).toBe(true);
  });

  it.each(['uber', 'uber_eats'])('reproduces the ride-hailing one-time codes of spec 7.4 on %s', (platform) => {
    expect(pick(platform, 'otpCode')).toEqual([
      ['9991', 'invalid_otp_session', 'Before Validation'],
      ['9992', 'not_registered', 'Before Validation'],
      ['9993', 'invalid_otp', 'Before Validation'],
      ['9994', 'too_many_requests', 'Before Validation'],
      ['9995', 'service_unavailable', 'Before Login'],
      ['9996', 'request_timeout', 'Before Validation'],
      ['9997', 'invalid_otp_auth_key', 'Before Validation'],
      ['9998', 'unable_to_get_gig_metrics', 'After Validation'],
    ]);
    const codes = (field: string) => pick(platform, field).map(([, code, stage]) => `${code} ${stage}`);
    expect(codes('identifier')).toEqual(expect.arrayContaining(['login_refused Before Login', 'invalid_credentials Before Login', 'platform_error Before Login']));
    expect(codes('password')).toEqual([
      'not_registered Before Validation', 'too_many_requests Before Validation', 'invalid_otp_auth_key Before Validation',
      'invalid_password Before Validation', 'service_unavailable Before Validation', 'unable_to_get_gig_metrics After Validation',
    ]);
  });

  it.each(['didi', 'didi_food', 'indriver'])('reproduces the second group of spec 7.4 on %s', (platform) => {
    expect(pick(platform, 'otpCode')).toEqual([
      ['8882', 'expired_otp', 'Before Validation'],
      ['8883', 'invalid_otp', 'Before Validation'],
      ['8884', 'too_many_requests', 'Before Validation'],
      ['8885', 'platform_error', 'Before Validation'],
    ]);
    expect(pick(platform, 'identifier')).toEqual(expect.arrayContaining([['8881', 'invalid_phone_number', 'Before Login']]));
    expect(pick(platform, 'identifier').map(([, code]) => code)).toContain('invalid_email');
    expect(pick(platform, 'password').map(([, code]) => code)).toEqual(['missing_login', 'platform_error']);
  });

  it.each(['imss', 'issste'])('reserves CURPs for the institute errors and warnings on %s', (platform) => {
    expect(rowsOf(platform).map((row) => row.code)).toEqual(expect.arrayContaining([
      'invalid_curp', 'curp_not_found', 'curp_has_inconsistencies', 'nss_not_found_in_ssi', 'too_many_requests',
      'service_degradation', 'pending_for_data', 'curp_not_in_platform', 'zero_quoted_weeks',
    ]));
  });

  it('gives every gig platform the banned, not_registered and rider_account warnings', () => {
    for (const platform of SANDBOX_TEST_PLATFORMS.filter((candidate) => candidate.protocol === 'gig')) {
      const warnings = rowsOf(platform.code).filter(isWarningScenario).map((row) => row.code);
      expect([platform.code, ...warnings]).toEqual([platform.code, 'banned', 'not_registered', 'rider_account']);
    }
  });

  it('uses identifiers the domain lets through unchanged, except the malformed ones it rejects with the same code', () => {
    for (const row of SANDBOX_SCENARIOS.filter((candidate) => candidate.field === 'identifier')) {
      const kind = findPlatform(row.platform)?.identifierKind ?? 'email';
      if (row.code === 'invalid_phone_number' || row.code === 'invalid_curp') {
        expect(() => normaliseIdentifier(kind, row.value)).toThrow(expect.objectContaining({ code: row.code }) as DomainError);
      } else {
        expect(normaliseIdentifier(kind, row.value)).toBe(row.value);
      }
    }
  });

  it('finds identifiers case-insensitively and secrets exactly', () => {
    expect(findSandboxScenario(platformOf('uber'), 'identifier', 'Login-Refused@Sandbox.gig.dev')?.code).toBe('login_refused');
    expect(findSandboxScenario(platformOf('imss'), 'identifier', 'sand000101hdfxxx01')?.code).toBe('curp_not_found');
    expect(findSandboxScenario(platformOf('uber'), 'password', 'SANDBOX-NO-METRICS')).toBeUndefined();
    expect(findSandboxScenario(platformOf('rappi'), 'otpCode', '9991')).toBeUndefined();
  });
});
