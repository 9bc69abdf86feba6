import { describeInstituteFamilyErrors, instituteFamily } from '@gig/platform-http/testing';
import { publicServantFamily } from './index';

describeInstituteFamilyErrors('public-servant', {
  family: instituteFamily(publicServantFamily, __dirname),
  worker: { platform: 'issste', country: 'mx', identifier: 'RUPL900704MJCZRS05' },
});
