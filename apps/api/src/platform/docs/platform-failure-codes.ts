import { DELIVERY_SPEC } from '@gig/delivery';
import { ErrorCode, PlatformRegistry } from '@gig/domain';
import { PUBLIC_SERVANT_SPEC } from '@gig/public-servant';
import { RIDE_HAILING_SPEC } from '@gig/ride-hailing';
import { sandboxScenarios } from '@gig/sandbox';
import { SOCIAL_SECURITY_SPEC } from '@gig/social-security';
import { PLATFORM_FAMILIES } from '../families/platform-families';

/** Codes the HTTP layer of every live connector adds to its family's table (crash, unknown answer, time-out, pending). */
const TRANSPORT_CODES: readonly ErrorCode[] = [
  'lambda_error', 'platform_unknown_error', 'platform_unavailable', 'too_many_requests', 'request_timeout',
  'unknown_login_type', 'invalid_otp_session', 'session_not_found', 'pending_for_data',
];

const FAMILY_SPECS = [RIDE_HAILING_SPEC, DELIVERY_SPEC, SOCIAL_SECURITY_SPEC, PUBLIC_SERVANT_SPEC];

/**
 * Every code a platform connector (live or sandbox) can fail a login step with: the families'
 * error tables and schema codes, the transport's codes and the sandbox's reserved values.
 */
export function platformFailureCodes(): ErrorCode[] {
  const sandbox = sandboxScenarios(PlatformRegistry.of(PLATFORM_FAMILIES).all())
    .filter((row) => row.outcome === 'failure' && row.stage !== 'After Validation' && row.stage !== 'refresh')
    .map((row) => row.code as ErrorCode);
  const live = FAMILY_SPECS.flatMap((spec) => [...Object.values(spec.errors), spec.schemaErrorCode]);
  return [...new Set<ErrorCode>([...live, ...TRANSPORT_CODES, ...sandbox])].sort();
}
