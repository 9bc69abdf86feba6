import { describeInstituteFamilyErrors, instituteFamily } from '@gig/platform-http/testing';
import { createSocialSecurityConnector, SOCIAL_SECURITY_SPEC } from './index';

describeInstituteFamilyErrors('social-security', {
  family: instituteFamily(SOCIAL_SECURITY_SPEC, createSocialSecurityConnector, __dirname),
  worker: { platform: 'imss', country: 'mx', identifier: 'GOMA850312HDFRRN09' },
});
