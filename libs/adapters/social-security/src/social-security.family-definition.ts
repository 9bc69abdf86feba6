import type { ErrorCode } from '@gig/domain';
import { INSTITUTE_ERRORS, instituteFamilySpec, InstituteIdDocument, InstitutePaths } from '@gig/platform-http';

/** The social-security institute's (IMSS) extraction service endpoints (README, "HTTP contract"). */
export const SOCIAL_SECURITY_PATHS: InstitutePaths = {
  startLogin: () => '/v1/requests',
  status: (request) => `/v1/requests/${request}`,
};

/** IMSS identifies a worker by the NSS (número de seguridad social), next to the CURP. */
export const SOCIAL_SECURITY_ID: InstituteIdDocument = { key: 'nss', type: 'social_security_number', name: 'NSS' };

/**
 * Every error code of the IMSS extraction service and its catalogue code (README, "Error answers"):
 * the institutes' shared vocabulary and IMSS's own codes, all answers to POST /v1/requests.
 */
export const SOCIAL_SECURITY_ERRORS = {
  ...INSTITUTE_ERRORS,
  nss_missing: 'missing_social_security_number',
  nss_mismatch: 'social_security_number_mismatch',
  nss_invalid: 'invalid_nss',
  proxy_retries_exhausted: 'proxy_max_retries_exeeded',
} as const satisfies Readonly<Record<string, ErrorCode>>;

export const SOCIAL_SECURITY_SPEC = instituteFamilySpec({
  family: 'social_security', paths: SOCIAL_SECURITY_PATHS, id: SOCIAL_SECURITY_ID, errors: SOCIAL_SECURITY_ERRORS,
});
