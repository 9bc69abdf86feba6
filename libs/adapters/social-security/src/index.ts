import { httpPlatformFamily } from '@gig/platform-http';
import { SOCIAL_SECURITY_SPEC } from './social-security.family-definition';
import { SOCIAL_SECURITY_PLATFORMS } from './social-security.platforms';

/** The social-security institute (imss): live through the extraction service at SOCIAL_SECURITY_URL. */
export const socialSecurityFamily = httpPlatformFamily(SOCIAL_SECURITY_SPEC, { envVar: 'SOCIAL_SECURITY_URL', platforms: SOCIAL_SECURITY_PLATFORMS });

export { SOCIAL_SECURITY_ERRORS, SOCIAL_SECURITY_ID, SOCIAL_SECURITY_PATHS, SOCIAL_SECURITY_SPEC } from './social-security.family-definition';
export { SOCIAL_SECURITY_PLATFORMS } from './social-security.platforms';
