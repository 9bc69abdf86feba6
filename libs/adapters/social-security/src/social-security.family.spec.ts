import { describeFamilyDescriptor } from '@gig/platform-http/testing';
import { socialSecurityFamily } from './index';

describeFamilyDescriptor('socialSecurityFamily', socialSecurityFamily, {
  family: 'social_security', protocol: 'institute', envVar: 'SOCIAL_SECURITY_URL', host: 'social-security', platforms: ['imss'],
});
