import type { ErrorCode } from '@gig/domain';

/**
 * The error vocabulary every institute extraction service shares (IMSS, ISSSTE), with its catalogue code:
 * the `error.code` of an error answer, or the `error_code` of a failed request. A family table spreads it
 * and adds the codes of its own id document; a row it redefines wins.
 */
export const INSTITUTE_ERRORS = {
  // Before Login: answers to POST /v1/requests
  curp_invalid: 'invalid_curp',
  curp_not_found: 'curp_not_found',
  curp_inconsistent: 'curp_has_inconsistencies',
  curp_not_in_renapo: 'curp_not_found_in_registry',
  renapo_unavailable: 'registry_unavailable',
  nss_not_found: 'nss_not_found_in_ssi',
  daily_limit_reached: 'too_many_requests',
  email_service_degraded: 'service_degradation',
  curp_blocked: 'proxy_max_retries_exceeded',
  portal_down: 'platform_unavailable',
  // After Validation: answers to GET /v1/requests/{request_id}
  request_not_found: 'session_not_found',
  // After Validation: error_code of a failed request
  no_emails_received: 'no_emails_received',
  pdf_not_received: 'pdf_not_received',
  confirmation_url_not_found: 'confirmation_url_not_found',
  pending_for_data: 'pending_for_data',
  confirmation_expired: 'validation_time_expired',
  employment_info_not_found: 'employment_info_not_found',
  pdf_schema_changed: 'invalid_schema_response',
  portal_timeout: 'timeout',
} as const satisfies Readonly<Record<string, ErrorCode>>;
