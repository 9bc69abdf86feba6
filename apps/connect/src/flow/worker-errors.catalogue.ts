export type ErrorKind =
  | 'wrong_code' | 'code_expired' | 'code_not_sent' | 'wrong_password' | 'wrong_credentials'
  | 'email_not_validated' | 'bad_email' | 'bad_phone' | 'bad_curp' | 'curp_unknown'
  | 'not_in_platform' | 'social_security_records' | 'login_refused' | 'try_tomorrow'
  | 'recent_login' | 'already_connected' | 'login_in_process' | 'banned'
  | 'platform_down' | 'timeout' | 'data_unavailable' | 'platform_error'
  | 'session_ended' | 'unavailable_widget' | 'existing_user' | 'link_expired' | 'network' | 'generic';

/** What the worker can do next: enter the code or password again, the identifier again, another platform, or wait. */
export type NextAction = 'secret' | 'identifier' | 'platform' | 'later';

export type ErrorPhase = 'create' | 'validate' | 'sync';

/** The page's own code for a public key meeting an existing worker (the API's 403 on POST /v1/users). */
export const EXISTING_USER = 'existing_user';
/** The page's own code for a connect token that stopped working mid-flow (the API's 401 invalid_api_key). */
export const LINK_EXPIRED = 'link_expired';

const KINDS: Readonly<Record<string, ErrorKind>> = {
  invalid_otp: 'wrong_code',
  expired_otp: 'code_expired', validation_time_expired: 'code_expired',
  invalid_otp_session: 'code_expired', invalid_otp_auth_key: 'code_expired',
  could_not_send_otp: 'code_not_sent',
  invalid_password: 'wrong_password',
  invalid_credentials: 'wrong_credentials', missing_login: 'wrong_credentials',
  email_not_validated: 'email_not_validated',
  invalid_email: 'bad_email',
  invalid_phone_number: 'bad_phone',
  invalid_curp: 'bad_curp', curp_has_inconsistencies: 'bad_curp',
  curp_not_found: 'curp_unknown', curp_not_found_in_registry: 'curp_unknown', registry_unavailable: 'curp_unknown',
  not_available_in_platform: 'not_in_platform', curp_not_in_platform: 'not_in_platform', not_registered: 'not_in_platform',
  account_not_in_gig_platform: 'not_in_platform', inactive_user: 'not_in_platform', entity_not_found: 'not_in_platform',
  missing_social_security_number: 'social_security_records', nss_not_found_in_ssi: 'social_security_records',
  invalid_nss: 'social_security_records', social_security_number_mismatch: 'social_security_records',
  login_refused: 'login_refused',
  too_many_requests: 'try_tomorrow', proxy_max_retries_exceeded: 'try_tomorrow', proxy_max_retries_exeeded: 'try_tomorrow',
  recent_login_successful: 'recent_login',
  already_connected: 'already_connected',
  login_in_process: 'login_in_process',
  account_banned_from_platform: 'banned',
  platform_unavailable: 'platform_down', service_unavailable: 'platform_down', service_degradation: 'platform_down',
  lambda_error: 'platform_down', platform_unknown_error: 'platform_down', invalid_schema_response: 'platform_down',
  schema_parse_error: 'platform_down', access_token_not_generated: 'platform_down',
  request_timeout: 'timeout', timeout: 'timeout',
  unable_to_get_performance: 'data_unavailable', unable_to_get_gig_metrics: 'data_unavailable',
  pending_for_data: 'data_unavailable', no_emails_received: 'data_unavailable', pdf_not_received: 'data_unavailable',
  confirmation_url_not_found: 'data_unavailable', employment_info_not_found: 'data_unavailable',
  cdt_first_access: 'data_unavailable', zero_quoted_weeks: 'data_unavailable',
  platform_error: 'platform_error', connection_error: 'platform_error', login_not_completed: 'platform_error',
  unknown_login_type: 'platform_error', account_setup_incomplete: 'platform_error', business_error: 'platform_error',
  failed_to_encrypt_data: 'platform_error',
  reauthentication_required: 'session_ended', session_not_found: 'session_ended', failed_refresh: 'session_ended',
  missing_api_key: 'unavailable_widget', invalid_api_key: 'unavailable_widget', forbidden_error: 'unavailable_widget',
  write_permissions_disabled: 'unavailable_widget', not_found_error: 'unavailable_widget',
  USER_NOT_FOUND: 'unavailable_widget', bad_request: 'unavailable_widget',
  network_error: 'network',
  [EXISTING_USER]: 'existing_user', [LINK_EXPIRED]: 'link_expired',
};

/** Every catalogue code a worker can meet while logging in, validating or while the data is retrieved. */
export const WORKER_ERROR_CODES: readonly string[] = Object.keys(KINDS).filter((code) => code !== 'network_error' && code !== EXISTING_USER && code !== LINK_EXPIRED);

const ACTIONS: Readonly<Record<ErrorKind, NextAction>> = {
  wrong_code: 'secret', wrong_password: 'secret', code_expired: 'identifier', code_not_sent: 'identifier',
  wrong_credentials: 'identifier', email_not_validated: 'identifier', bad_email: 'identifier', bad_phone: 'identifier',
  bad_curp: 'identifier', curp_unknown: 'identifier', not_in_platform: 'platform', social_security_records: 'platform',
  login_refused: 'later', try_tomorrow: 'later', recent_login: 'platform', already_connected: 'platform',
  login_in_process: 'later', banned: 'platform', platform_down: 'identifier', timeout: 'identifier',
  data_unavailable: 'platform', platform_error: 'identifier', session_ended: 'identifier',
  unavailable_widget: 'later', existing_user: 'later', link_expired: 'later', network: 'identifier', generic: 'identifier',
};

export function errorKind(code: string): ErrorKind {
  return KINDS[code] ?? 'generic';
}

export function nextActionFor(code: string, phase: ErrorPhase): NextAction {
  const kind = errorKind(code);
  if (kind === 'wrong_credentials' && phase === 'validate') return 'secret';
  if (kind === 'network' && phase === 'validate') return 'secret';
  if (ACTIONS[kind] === 'secret' && phase !== 'validate') return 'identifier';
  return ACTIONS[kind];
}
