import type { PlatformConnector, PlatformFamily } from '@gig/domain';
import { HttpPlatformConnector, PlatformConnectorOptions } from '@gig/platform-http';
import { SOCIAL_SECURITY_SPEC } from './social-security.family-spec';

export const SOCIAL_SECURITY_FAMILY = 'social_security' satisfies PlatformFamily;

/** The live connector of the social-security institute (imss). Throws on a bad base URL. */
export function createSocialSecurityConnector(options: PlatformConnectorOptions): PlatformConnector {
  return new HttpPlatformConnector(SOCIAL_SECURITY_SPEC, options);
}

export { SOCIAL_SECURITY_ERRORS, SOCIAL_SECURITY_ID, SOCIAL_SECURITY_PATHS, SOCIAL_SECURITY_SPEC } from './social-security.family-spec';
