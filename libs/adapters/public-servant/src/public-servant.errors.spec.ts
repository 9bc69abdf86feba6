import { describeInstituteFamilyErrors, instituteFamily } from '@gig/platform-http/testing';
import { createPublicServantConnector, PUBLIC_SERVANT_SPEC } from './index';

describeInstituteFamilyErrors('public-servant', {
  family: instituteFamily(PUBLIC_SERVANT_SPEC, createPublicServantConnector, __dirname),
  worker: { platform: 'issste', country: 'mx', identifier: 'RUPL900704MJCZRS05' },
});
