import type { Platform } from '@gig/domain';
import { failure, onRefresh, ReservedValue, SandboxField, SandboxScenario, warning } from './sandbox-scenario';

const UBER_GROUP = ['uber', 'uber_eats'];
const DIDI_GROUP = ['didi', 'didi_food', 'indriver'];
const INSTITUTES = ['imss', 'issste'];

const UBER_VALUES: readonly ReservedValue[] = [
  failure('identifier', 'login-refused@sandbox.gig.dev', 'login_refused', 'Before Login'),
  failure('identifier', 'invalid-credentials@sandbox.gig.dev', 'invalid_credentials', 'Before Login'),
  failure('identifier', 'platform-error@sandbox.gig.dev', 'platform_error', 'Before Login'),
  failure('otpCode', '9991', 'invalid_otp_session', 'Before Validation'),
  failure('otpCode', '9992', 'not_registered', 'Before Validation'),
  failure('otpCode', '9993', 'invalid_otp', 'Before Validation'),
  failure('otpCode', '9994', 'too_many_requests', 'Before Validation'),
  failure('otpCode', '9995', 'service_unavailable', 'Before Login'),
  failure('otpCode', '9996', 'request_timeout', 'Before Validation'),
  failure('otpCode', '9997', 'invalid_otp_auth_key', 'Before Validation'),
  failure('otpCode', '9998', 'unable_to_get_gig_metrics', 'After Validation'),
  failure('password', 'sandbox-not-registered', 'not_registered', 'Before Validation'),
  failure('password', 'sandbox-too-many-requests', 'too_many_requests', 'Before Validation'),
  failure('password', 'sandbox-invalid-auth-key', 'invalid_otp_auth_key', 'Before Validation'),
  failure('password', 'sandbox-invalid-password', 'invalid_password', 'Before Validation'),
  failure('password', 'sandbox-service-unavailable', 'service_unavailable', 'Before Validation'),
  failure('password', 'sandbox-no-metrics', 'unable_to_get_gig_metrics', 'After Validation'),
];

const DIDI_VALUES: readonly ReservedValue[] = [
  failure('identifier', 'invalid-email@sandbox.gig.dev', 'invalid_email', 'Before Login'),
  failure('identifier', '8881', 'invalid_phone_number', 'Before Login'),
  failure('otpCode', '8882', 'expired_otp', 'Before Validation'),
  failure('otpCode', '8883', 'invalid_otp', 'Before Validation'),
  failure('otpCode', '8884', 'too_many_requests', 'Before Validation'),
  failure('otpCode', '8885', 'platform_error', 'Before Validation'),
  failure('password', 'sandbox-password-missing', 'missing_login', 'Before Validation'),
  failure('password', 'sandbox-platform-error', 'platform_error', 'Before Validation'),
];

const curp = (suffix: string) => `SAND000101HDFXXX${suffix}`;

const INSTITUTE_VALUES: readonly ReservedValue[] = [
  failure('identifier', 'SANDBOXCURP', 'invalid_curp', 'Before Login'),
  failure('identifier', curp('01'), 'curp_not_found', 'Before Login'),
  failure('identifier', curp('02'), 'curp_has_inconsistencies', 'Before Login'),
  failure('identifier', curp('03'), 'nss_not_found_in_ssi', 'Before Login'),
  failure('identifier', curp('04'), 'too_many_requests', 'Before Login'),
  failure('identifier', curp('05'), 'service_degradation', 'Before Login'),
  failure('identifier', curp('06'), 'pending_for_data', 'After Validation'),
  failure('identifier', curp('07'), 'invalid_schema_response', 'After Validation'),
  warning(curp('08'), 'curp_not_in_platform'),
  warning(curp('09'), 'zero_quoted_weeks'),
];

const REFRESH_BEHAVIOURS = ['reauthentication_required', 'failed_refresh', 'new_earnings'] as const;

/** Identifiers that connect, then refresh as named, one per behaviour and identifier kind (new earnings where the platform has earnings). */
function refreshValues(platform: Platform): readonly ReservedValue[] {
  const identifiers = {
    curp: ['SAND000101HDFXXX11', 'SAND000101HDFXXX12', 'SAND000101HDFXXX13'],
    phone: ['5500000011', '5500000012', '5500000013'],
    email: ['refresh-reauth@sandbox.gig.dev', 'refresh-fails@sandbox.gig.dev', 'refresh-new-earnings@sandbox.gig.dev'],
  }[platform.identifierKind === 'email_or_phone' ? 'email' : platform.identifierKind];
  const behaviours = platform.historyDays > 0 ? REFRESH_BEHAVIOURS : REFRESH_BEHAVIOURS.filter((behaviour) => behaviour !== 'new_earnings');
  return behaviours.map((behaviour) => onRefresh(identifiers[REFRESH_BEHAVIOURS.indexOf(behaviour)], behaviour));
}

function gigWarnings(platform: Platform): readonly ReservedValue[] {
  if (platform.identifierKind === 'phone') {
    return [warning('5500000001', 'banned'), warning('5500000002', 'not_registered'), warning('5500000003', 'rider_account')];
  }
  return [
    warning('banned@sandbox.gig.dev', 'banned'),
    warning('not-registered@sandbox.gig.dev', 'not_registered'),
    warning('rider-account@sandbox.gig.dev', 'rider_account'),
  ];
}

function reservedValuesOf(platform: Platform): readonly ReservedValue[] {
  return [
    ...(UBER_GROUP.includes(platform.code) ? UBER_VALUES : []),
    ...(DIDI_GROUP.includes(platform.code) ? DIDI_VALUES : []),
    ...(INSTITUTES.includes(platform.code) ? INSTITUTE_VALUES : []),
    ...(platform.protocol === 'gig' ? gigWarnings(platform) : []),
    ...refreshValues(platform),
  ];
}

/** Every reserved value on these platforms (the app's registry), one row per platform, in their order. */
export function sandboxScenarios(platforms: readonly Platform[]): SandboxScenario[] {
  return platforms.flatMap(scenariosOf);
}

function scenariosOf(platform: Platform): SandboxScenario[] {
  return reservedValuesOf(platform).map((value) => ({ platform: platform.code, ...value }));
}

const keyOf = (field: SandboxField, value: string) => `${field}|${field === 'identifier' ? value.trim().toLowerCase() : value.trim()}`;

const BY_PLATFORM = new WeakMap<Platform, ReadonlyMap<string, SandboxScenario>>();

/** The reserved row a value triggers on a platform (identifiers compare case-insensitively). */
export function findSandboxScenario(platform: Platform, field: SandboxField, value: string): SandboxScenario | undefined {
  let byValue = BY_PLATFORM.get(platform);
  if (!byValue) {
    byValue = new Map(scenariosOf(platform).map((row) => [keyOf(row.field, row.value), row]));
    BY_PLATFORM.set(platform, byValue);
  }
  return byValue.get(keyOf(field, value));
}
