import type { ErrorCode } from '../errors/error-catalogue';
import type { LoginMethod } from '../platforms/platform';
import type { AccountState } from './account';

/**
 * pending: waiting for the user (`next_step` says what); syncing: login accepted, data being retrieved;
 * success: data retrieved; incomplete: the user must act (wrong code or password); error: technical failure;
 * requires_auth: the platform session is gone (expired, credentials changed): the worker must connect again.
 */
export type AccountStatus = 'pending' | 'syncing' | 'success' | 'incomplete' | 'error' | 'requires_auth';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['pending', 'syncing', 'success', 'incomplete', 'error', 'requires_auth'];

/** Spec 7.3: the connection worked, but something prevents getting employment or income data. */
export type AccountWarning = 'banned' | 'not_registered' | 'curp_not_in_platform' | 'zero_quoted_weeks' | 'rider_account' | 'needs_auth';

export const ACCOUNT_WARNINGS: readonly AccountWarning[] = ['banned', 'not_registered', 'curp_not_in_platform', 'zero_quoted_weeks', 'rider_account', 'needs_auth'];

/** Failures the user can fix by trying again with other input; all others are technical. */
const USER_MUST_ACT: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'invalid_credentials', 'invalid_otp', 'expired_otp', 'invalid_password', 'invalid_otp_session',
  'invalid_otp_auth_key', 'email_not_validated', 'invalid_email', 'invalid_phone_number', 'invalid_curp',
  'not_registered', 'missing_login', 'account_setup_incomplete', 'reauthentication_required', 'session_not_found',
  'curp_has_inconsistencies', 'invalid_nss', 'curp_not_found', 'validation_time_expired',
]);

/** The status an account is left in after a failure with this code. */
export function statusAfterFailure(code: ErrorCode): AccountStatus {
  return USER_MUST_ACT.has(code) ? 'incomplete' : 'error';
}

/**
 * The state a failed login step leaves: `incomplete` keeps the step to send again; `error` has none,
 * since the account must be created again.
 */
export function stateAfterFailure(code: ErrorCode, step: LoginMethod): AccountState {
  const status = statusAfterFailure(code);
  return { status, statusDetails: code, warning: null, nextStep: status === 'incomplete' ? step : null };
}
