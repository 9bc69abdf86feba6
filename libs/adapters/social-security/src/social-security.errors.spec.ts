import { describeInstituteFamilyErrors, instituteFamily } from '@gig/platform-http/testing';
import { socialSecurityFamily } from './index';

describeInstituteFamilyErrors('social-security', {
  family: instituteFamily(socialSecurityFamily, __dirname),
  worker: { platform: 'imss', country: 'mx', identifier: 'GOMA850312HDFRRN09' },
});
