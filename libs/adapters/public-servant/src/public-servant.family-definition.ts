import type { ErrorCode } from '@gig/domain';
import { INSTITUTE_ERRORS, instituteFamilySpec, InstituteIdDocument, InstitutePaths } from '@gig/platform-http';

/** The public-servant institute's (ISSSTE) extraction service endpoints (README, "HTTP contract"). */
export const PUBLIC_SERVANT_PATHS: InstitutePaths = {
  startLogin: () => '/v1/requests',
  status: (request) => `/v1/requests/${request}`,
};

/** ISSSTE identifies a public servant by the RFC (tax id), next to the CURP. */
export const PUBLIC_SERVANT_ID: InstituteIdDocument = { key: 'rfc', type: 'tax', name: 'RFC' };

/**
 * Every error code of the ISSSTE extraction service and its catalogue code (README, "Error answers"):
 * the institutes' shared vocabulary and ISSSTE's own codes, all answers to POST /v1/requests.
 */
export const PUBLIC_SERVANT_ERRORS = {
  ...INSTITUTE_ERRORS,
  rfc_invalid: 'invalid_rfc',
  first_access_required: 'cdt_first_access',
} as const satisfies Readonly<Record<string, ErrorCode>>;

export const PUBLIC_SERVANT_SPEC = instituteFamilySpec({
  family: 'public_servant', paths: PUBLIC_SERVANT_PATHS, id: PUBLIC_SERVANT_ID, errors: PUBLIC_SERVANT_ERRORS,
});
