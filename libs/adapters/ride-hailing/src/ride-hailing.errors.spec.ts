import { describeGigFamilyErrors, gigFamily } from '@gig/platform-http/testing';
import { createRideHailingConnector, RIDE_HAILING_SPEC } from './index';

describeGigFamilyErrors('ride-hailing', {
  family: gigFamily(RIDE_HAILING_SPEC, createRideHailingConnector, __dirname),
  worker: { platform: 'uber', country: 'mx', identifier: 'maria.lopez@example.com' },
  refusals: { loginMethod: ['beat', 'password'], country: ['beat', 'ar'], identifier: ['not-an-email', 'invalid_email'] },
});
