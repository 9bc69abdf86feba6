import { MESSAGES, errorMessage } from '../i18n/i18n';
import { WORKER_ERROR_CODES, errorKind, nextActionFor } from './worker-errors.catalogue';

/** The spec's 7.1 codes a worker can meet while logging in, validating, or while the data is retrieved. */
const SPEC_CODES = [
  'invalid_credentials', 'invalid_otp', 'expired_otp', 'email_not_validated', 'invalid_phone_number', 'invalid_email',
  'login_refused', 'curp_not_found', 'could_not_send_otp', 'unable_to_get_performance', 'recent_login_successful',
  'invalid_curp', 'not_available_in_platform', 'service_degradation', 'proxy_max_retries_exeeded', 'proxy_max_retries_exceeded',
  'curp_has_inconsistencies', 'platform_unavailable', 'too_many_requests', 'service_unavailable', 'request_timeout',
  'platform_error', 'lambda_error', 'missing_social_security_number', 'social_security_number_mismatch', 'curp_not_in_platform',
  'nss_not_found_in_ssi', 'invalid_nss', 'registry_unavailable', 'invalid_schema_response', 'pending_for_data',
  'validation_time_expired', 'invalid_otp_auth_key', 'invalid_otp_session', 'not_registered', 'timeout', 'invalid_password',
  'unable_to_get_gig_metrics', 'reauthentication_required', 'account_setup_incomplete', 'platform_unknown_error',
  'session_not_found', 'access_token_not_generated', 'unknown_login_type', 'account_banned_from_platform',
  'login_not_completed', 'connection_error', 'curp_not_found_in_registry', 'no_emails_received', 'pdf_not_received',
  'confirmation_url_not_found', 'login_in_process', 'already_connected', 'account_not_in_gig_platform', 'schema_parse_error',
  'missing_login', 'inactive_user', 'write_permissions_disabled', 'forbidden_error', 'not_found_error', 'USER_NOT_FOUND',
];

describe('worker error catalogue', () => {
  it.each(SPEC_CODES)('has its own sentence for %s in both languages', (code) => {
    expect(WORKER_ERROR_CODES).toContain(code);
    expect(errorKind(code)).not.toBe('generic');
    const key = errorMessage(code);
    expect(MESSAGES.es[key]).toBeTruthy();
    expect(MESSAGES.en[key]).toBeTruthy();
  });

  it('gives unknown codes the generic sentence', () => {
    expect(errorMessage('brand_new_code')).toBe('err_generic');
    expect(nextActionFor('brand_new_code', 'create')).toBe('identifier');
  });

  it('sends the worker to the right next step', () => {
    expect(nextActionFor('invalid_otp', 'validate')).toBe('secret');
    expect(nextActionFor('invalid_password', 'validate')).toBe('secret');
    expect(nextActionFor('invalid_credentials', 'validate')).toBe('secret');
    expect(nextActionFor('invalid_credentials', 'create')).toBe('identifier');
    expect(nextActionFor('expired_otp', 'validate')).toBe('identifier');
    expect(nextActionFor('login_refused', 'create')).toBe('later');
    expect(nextActionFor('too_many_requests', 'validate')).toBe('later');
    expect(nextActionFor('already_connected', 'create')).toBe('platform');
    expect(nextActionFor('service_unavailable', 'validate')).toBe('identifier');
  });

  it('says when to come back for blocks and rate limits', () => {
    expect(MESSAGES.es[errorMessage('login_refused')]).toContain('30 minutos');
    expect(MESSAGES.en[errorMessage('login_refused')]).toContain('30 minutes');
    expect(MESSAGES.es[errorMessage('too_many_requests')]).toContain('mañana');
    expect(MESSAGES.en[errorMessage('too_many_requests')]).toContain('tomorrow');
  });
});
