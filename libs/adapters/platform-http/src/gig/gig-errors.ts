import type { ErrorCode } from '@gig/domain';

/**
 * The error vocabulary every gig extraction service shares (ride-hailing, delivery), with its catalogue code.
 * A family table spreads it and adds its own rows (e.g. the account-type code); a row it redefines wins.
 */
export const GIG_ERRORS = {
  // Before Login
  LOGIN_BLOCKED: 'login_refused',
  INVALID_CREDENTIALS: 'invalid_credentials',
  INVALID_EMAIL: 'invalid_email',
  INVALID_PHONE: 'invalid_phone_number',
  EMAIL_NOT_VERIFIED: 'email_not_validated',
  OTP_SEND_FAILED: 'could_not_send_otp',
  ACCOUNT_BANNED: 'account_banned_from_platform',
  // Before Validation
  BAD_OTP: 'invalid_otp',
  OTP_EXPIRED: 'expired_otp',
  OTP_SESSION_INVALID: 'invalid_otp_session',
  OTP_AUTH_KEY_INVALID: 'invalid_otp_auth_key',
  BAD_PASSWORD: 'invalid_password',
  PASSWORD_MISSING: 'missing_login',
  NOT_REGISTERED: 'not_registered',
  LOGIN_METHOD_UNSUPPORTED: 'unknown_login_type',
  VALIDATION_EXPIRED: 'validation_time_expired',
  ACCESS_TOKEN_MISSING: 'access_token_not_generated',
  ACCOUNT_SETUP_INCOMPLETE: 'account_setup_incomplete',
  // After Validation
  SESSION_NOT_FOUND: 'session_not_found',
  LOGIN_NOT_COMPLETED: 'login_not_completed',
  REAUTH_REQUIRED: 'reauthentication_required',
  REFRESH_FAILED: 'failed_refresh',
  METRICS_UNAVAILABLE: 'unable_to_get_gig_metrics',
  PERFORMANCE_UNAVAILABLE: 'unable_to_get_performance',
  // Any stage
  RATE_LIMITED: 'too_many_requests',
  UNAUTHORIZED: 'unauthorized_error',
  PLATFORM_ERROR: 'platform_error',
  PLATFORM_DOWN: 'platform_unavailable',
  SERVICE_UNAVAILABLE: 'service_unavailable',
  PLATFORM_TIMEOUT: 'request_timeout',
  CONNECTION_FAILED: 'connection_error',
  PROXY_RETRIES_EXHAUSTED: 'proxy_max_retries_exeeded',
} as const satisfies Readonly<Record<string, ErrorCode>>;
