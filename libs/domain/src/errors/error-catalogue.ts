/**
 * The error catalogue of spec section 7.1: every code the service can answer with and its
 * default message. Codes are stable; clients branch on them.
 */
export const ERROR_CATALOGUE = {
  USER_NOT_FOUND: { message: 'No user for the given userId or externalId in the caller\'s company (aggregated earnings).', mentions: ['userId', 'externalId'] },
  missing_api_key: { message: 'API key header absent.' },
  invalid_api_key: { message: 'API key invalid.' },
  bad_request: { message: 'Request invalid, often a missing required parameter.' },
  invalid_credentials: { message: 'Login credentials invalid.' },
  invalid_otp: { message: 'One-time code invalid.' },
  expired_otp: { message: 'One-time code expired.' },
  email_not_validated: { message: 'The e-mail used is not validated in the platform\'s app.' },
  invalid_phone_number: { message: 'Phone number invalid.' },
  invalid_email: { message: 'E-mail invalid.' },
  login_refused: { message: 'The platform blocked the login attempt (common on ride-hailing platforms); retry after 30 minutes. Formerly named login_not_available.' },
  curp_not_found: { message: 'The national population identifier (CURP) was not found.' },
  could_not_send_otp: { message: 'Sending the one-time code failed; the user may request it again.' },
  unable_to_get_performance: { message: 'Platform error.' },
  recent_login_successful: { message: 'The account logged in successfully less than 12 hours ago.' },
  invalid_curp: { message: 'CURP has an invalid format.' },
  not_available_in_platform: { message: 'CURP is not registered on the platform.' },
  service_degradation: { message: 'Some platform services are degraded (for the national social security institute, usually its e-mail service).' },
  proxy_max_retries_exeeded: { message: 'Maximum number of attempts to the platform reached (spelled as shown).' },
  proxy_max_retries_exceeded: { message: 'Repeated requests for the same CURP led the institute to block the service (spelled as shown).' },
  curp_has_inconsistencies: { message: 'CURP invalid or inconsistent (social security institute).' },
  platform_unavailable: { message: 'Platform currently unavailable.' },
  too_many_requests: { message: 'Common on the social security and public-servant institutes; try again the next day.' },
  service_unavailable: { message: 'Service currently unavailable.' },
  request_timeout: { message: 'Login failed through a time-out.' },
  platform_error: { message: 'Error with the platform.' },
  lambda_error: { message: 'Error with the platform.' },
  missing_social_security_number: { message: 'The user has no social security number in the institute\'s database.' },
  social_security_number_mismatch: { message: 'Mismatch between the user\'s CURP and social security number.' },
  curp_not_in_platform: { message: 'CURP not registered on the platform; for public-servant institute users, human resources must verify the registration.' },
  nss_not_found_in_ssi: { message: 'Social security number (NSS) not found in the social security institute.' },
  invalid_nss: { message: 'NSS status invalid.' },
  registry_unavailable: { message: 'CURP not found in the national population registry.' },
  invalid_schema_response: { message: 'The institute changed its response schema.' },
  pending_for_data: { message: 'Data extraction pending; may persist while the institute\'s portal is degraded.' },
  zero_quoted_weeks: { message: 'The worker has no contribution weeks (status 200 as shown).' },
  validation_time_expired: { message: 'Validation time of a process expired.' },
  invalid_otp_auth_key: { message: 'One-time-code authentication key invalid.' },
  invalid_otp_session: { message: 'One-time-code session invalid.' },
  not_registered: { message: 'User not registered.' },
  timeout: { message: 'Operation exceeded its time limit.' },
  invalid_password: { message: 'Password invalid.' },
  unable_to_get_gig_metrics: { message: 'Platform metrics cannot be retrieved.' },
  reauthentication_required: { message: 'Re-authentication required.' },
  failed_refresh: { message: 'Refresh process failed.' },
  account_setup_incomplete: { message: 'Account setup incomplete.' },
  platform_unknown_error: { message: 'Unknown platform error.' },
  unauthorized_error: { message: 'Unauthorized access.' },
  session_not_found: { message: 'Session not found.' },
  access_token_not_generated: { message: 'Access token not generated.' },
  unknown_login_type: { message: 'Unknown login type.' },
  account_banned_from_platform: { message: 'Account banned from the platform.' },
  business_error: { message: 'Business-logic error.' },
  login_not_completed: { message: 'Login process not completed.' },
  connection_error: { message: 'Error establishing a connection.' },
  curp_not_found_in_registry: { message: 'CURP not found in the national registry.' },
  not_found_error: { message: 'Resource or information not found.' },
  employment_info_not_found: { message: 'Resource or information not found.' },
  cdt_first_access: { message: 'Resource or information not found.' },
  no_emails_received: { message: 'The account received no e-mail.' },
  pdf_not_received: { message: 'PDF document not received.' },
  confirmation_url_not_found: { message: 'Confirmation URL not found.' },
  forbidden_error: { message: 'The API key lacks permission for the request.' },
  login_in_process: { message: 'Login in progress.' },
  entity_not_found: { message: 'No previous login for the account.' },
  read_permissions_disabled: { message: 'Information recovery disabled for the company.' },
  write_permissions_disabled: { message: 'Account creation disabled for the company.' },
  already_connected: { message: 'User already connected.' },
  account_not_in_gig_platform: { message: 'Account is not on a gig platform.' },
  schema_parse_error: { message: 'Error parsing the platform\'s response.' },
  failed_to_encrypt_data: { message: 'Data encryption or decryption failed (meaning stated as decrypting).' },
  missing_login: { message: 'Login not provided.' },
  inactive_user: { message: 'User inactive.' },
  transaction_not_sent: { message: 'Transaction not sent.' },
  max_transactions_exceeded: { message: 'Maximum transactions exceeded.' },
  operation_not_recognized: { message: 'Operation not recognized.' },
  operation_not_sent: { message: 'Operation not sent.' },
  option_deactivated: { message: 'Option disabled.' },
  matricula_not_provided: { message: 'Matriculation not provided.' },
  rfc_not_provided: { message: 'Tax-id (RFC) not provided.' },
  nomina_not_provided: { message: 'Payroll not provided.' },
  clave_descuento_not_provided: { message: 'Discount code not provided.' },
  employee_has_no_margin: { message: 'Employee has no margin.' },
  invalid_matricula_rfc_fondos: { message: 'Matriculation, RFC or funds invalid.' },
  invalid_rfc: { message: 'RFC format invalid.' },
  unable_to_generate_insights_pdf: { message: 'Insights PDF cannot be generated.' },
} as const satisfies Record<string, { message: string; mentions?: readonly string[] }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorDefinition {
  readonly code: ErrorCode;
  readonly message: string;
  /** The domain paths the message names, said in wire names wherever it is shown. */
  readonly mentions: readonly string[];
}

export function errorDefinition(code: ErrorCode): ErrorDefinition {
  const entry: { readonly message: string; readonly mentions?: readonly string[] } = ERROR_CATALOGUE[code];
  return { code, message: entry.message, mentions: entry.mentions ?? [] };
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);
}
