import type { ErrorCode } from '@gig/domain';
import type { PlatformFamilySpec } from './family-definition';

/** Codes the HTTP layer of every live connector adds to its family's table (crash, unknown answer, time-out, pending). */
export const TRANSPORT_CODES: readonly ErrorCode[] = [
  'lambda_error', 'platform_unknown_error', 'platform_unavailable', 'too_many_requests', 'request_timeout',
  'unknown_login_type', 'invalid_otp_session', 'session_not_found', 'pending_for_data',
];

/** Every code a family's live connector can fail a login step with: its error table, its schema code and the transport's. */
export function familyFailureCodes(spec: Pick<PlatformFamilySpec, 'errors' | 'schemaErrorCode'>): ErrorCode[] {
  return [...new Set<ErrorCode>([...Object.values(spec.errors), spec.schemaErrorCode, ...TRANSPORT_CODES])];
}
