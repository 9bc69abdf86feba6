/**
 * The error catalogue of spec section 7.1: every code the service can answer with,
 * its HTTP status and a default message. Codes are stable; clients branch on them.
 */
export const ERROR_CATALOGUE = {
  USER_NOT_FOUND: { status: 404, message: 'No user for the given user_id or external_id in the caller\'s company (aggregated earnings).' },
  missing_api_key: { status: 401, message: 'API key header absent.' },
  invalid_api_key: { status: 401, message: 'API key invalid.' },
  bad_request: { status: 422, message: 'Request invalid, often a missing required parameter.' },
  invalid_credentials: { status: 401, message: 'Login credentials invalid.' },
  invalid_otp: { status: 401, message: 'One-time code invalid.' },
  expired_otp: { status: 401, message: 'One-time code expired.' },
  email_not_validated: { status: 400, message: 'The e-mail used is not validated in the platform\'s app.' },
  invalid_phone_number: { status: 422, message: 'Phone number invalid.' },
  invalid_email: { status: 422, message: 'E-mail invalid.' },
  login_refused: { status: 400, message: 'The platform blocked the login attempt (common on ride-hailing platforms); retry after 30 minutes. Formerly named login_not_available.' },
  curp_not_found: { status: 404, message: 'The national population identifier (CURP) was not found.' },
  could_not_send_otp: { status: 401, message: 'Sending the one-time code failed; the user may request it again.' },
  unable_to_get_performance: { status: 403, message: 'Platform error.' },
  recent_login_successful: { status: 412, message: 'The account logged in successfully less than 12 hours ago.' },
  invalid_curp: { status: 401, message: 'CURP has an invalid format.' },
  not_available_in_platform: { status: 401, message: 'CURP is not registered on the platform.' },
  service_degradation: { status: 400, message: 'Some platform services are degraded (for the national social security institute, usually its e-mail service).' },
  proxy_max_retries_exeeded: { status: 400, message: 'Maximum number of attempts to the platform reached (spelled as shown).' },
  proxy_max_retries_exceeded: { status: 400, message: 'Repeated requests for the same CURP led the institute to block the service (spelled as shown).' },
  curp_has_inconsistencies: { status: 403, message: 'CURP invalid or inconsistent (social security institute).' },
  platform_unavailable: { status: 503, message: 'Platform currently unavailable.' },
  too_many_requests: { status: 429, message: 'Common on the social security and public-servant institutes; try again the next day.' },
  service_unavailable: { status: 503, message: 'Service currently unavailable.' },
  request_timeout: { status: 504, message: 'Login failed through a time-out.' },
  platform_error: { status: 422, message: 'Error with the platform.' },
  lambda_error: { status: 503, message: 'Error with the platform.' },
  missing_social_security_number: { status: 403, message: 'The user has no social security number in the institute\'s database.' },
  social_security_number_mismatch: { status: 503, message: 'Mismatch between the user\'s CURP and social security number.' },
  curp_not_in_platform: { status: 401, message: 'CURP not registered on the platform; for public-servant institute users, human resources must verify the registration.' },
  nss_not_found_in_ssi: { status: 404, message: 'Social security number (NSS) not found in the social security institute.' },
  invalid_nss: { status: 401, message: 'NSS status invalid.' },
  registry_unavailable: { status: 400, message: 'CURP not found in the national population registry.' },
  invalid_schema_response: { status: 503, message: 'The institute changed its response schema.' },
  pending_for_data: { status: 400, message: 'Data extraction pending; may persist while the institute\'s portal is degraded.' },
  zero_quoted_weeks: { status: 200, message: 'The worker has no contribution weeks (status 200 as shown).' },
  validation_time_expired: { status: 422, message: 'Validation time of a process expired.' },
  invalid_otp_auth_key: { status: 401, message: 'One-time-code authentication key invalid.' },
  invalid_otp_session: { status: 401, message: 'One-time-code session invalid.' },
  not_registered: { status: 401, message: 'User not registered.' },
  timeout: { status: 504, message: 'Operation exceeded its time limit.' },
  invalid_password: { status: 401, message: 'Password invalid.' },
  unable_to_get_gig_metrics: { status: 403, message: 'Platform metrics cannot be retrieved.' },
  reauthentication_required: { status: 401, message: 'Re-authentication required.' },
  failed_refresh: { status: 401, message: 'Refresh process failed.' },
  account_setup_incomplete: { status: 422, message: 'Account setup incomplete.' },
  platform_unknown_error: { status: 503, message: 'Unknown platform error.' },
  unauthorized_error: { status: 401, message: 'Unauthorized access.' },
  session_not_found: { status: 401, message: 'Session not found.' },
  access_token_not_generated: { status: 424, message: 'Access token not generated.' },
  unknown_login_type: { status: 422, message: 'Unknown login type.' },
  account_banned_from_platform: { status: 422, message: 'Account banned from the platform.' },
  business_error: { status: 400, message: 'Business-logic error.' },
  login_not_completed: { status: 400, message: 'Login process not completed.' },
  connection_error: { status: 400, message: 'Error establishing a connection.' },
  curp_not_found_in_registry: { status: 404, message: 'CURP not found in the national registry.' },
  not_found_error: { status: 404, message: 'Resource or information not found.' },
  employment_info_not_found: { status: 404, message: 'Resource or information not found.' },
  cdt_first_access: { status: 404, message: 'Resource or information not found.' },
  no_emails_received: { status: 400, message: 'The account received no e-mail.' },
  pdf_not_received: { status: 400, message: 'PDF document not received.' },
  confirmation_url_not_found: { status: 400, message: 'Confirmation URL not found.' },
  forbidden_error: { status: 403, message: 'The API key lacks permission for the request.' },
  login_in_process: { status: 400, message: 'Login in progress.' },
  entity_not_found: { status: 404, message: 'No previous login for the account.' },
  read_permissions_disabled: { status: 401, message: 'Information recovery disabled for the company.' },
  write_permissions_disabled: { status: 401, message: 'Account creation disabled for the company.' },
  already_connected: { status: 403, message: 'User already connected.' },
  account_not_in_gig_platform: { status: 400, message: 'Account is not on a gig platform.' },
  schema_parse_error: { status: 503, message: 'Error parsing the platform\'s response.' },
  failed_to_encrypt_data: { status: 400, message: 'Data encryption or decryption failed (meaning stated as decrypting).' },
  missing_login: { status: 400, message: 'Login not provided.' },
  inactive_user: { status: 400, message: 'User inactive.' },
  transaction_not_sent: { status: 400, message: 'Transaction not sent.' },
  max_transactions_exceeded: { status: 400, message: 'Maximum transactions exceeded.' },
  operation_not_recognized: { status: 400, message: 'Operation not recognized.' },
  operation_not_sent: { status: 400, message: 'Operation not sent.' },
  option_deactivated: { status: 400, message: 'Option disabled.' },
  matricula_not_provided: { status: 400, message: 'Matriculation not provided.' },
  rfc_not_provided: { status: 400, message: 'Tax-id (RFC) not provided.' },
  nomina_not_provided: { status: 400, message: 'Payroll not provided.' },
  clave_descuento_not_provided: { status: 400, message: 'Discount code not provided.' },
  employee_has_no_margin: { status: 400, message: 'Employee has no margin.' },
  invalid_matricula_rfc_fondos: { status: 400, message: 'Matriculation, RFC or funds invalid.' },
  invalid_rfc: { status: 401, message: 'RFC format invalid.' },
  unable_to_generate_insights_pdf: { status: 503, message: 'Insights PDF cannot be generated.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorDefinition {
  readonly code: ErrorCode;
  readonly status: number;
  readonly message: string;
}

export function errorDefinition(code: ErrorCode): ErrorDefinition {
  const entry = ERROR_CATALOGUE[code];
  return { code, status: entry.status, message: entry.message };
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}
