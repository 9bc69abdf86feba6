import { describeGigFamilyErrors, gigFamily } from '@gig/platform-http/testing';
import { rideHailingFamily } from './index';

describeGigFamilyErrors('ride-hailing', {
  family: gigFamily(rideHailingFamily, __dirname),
  worker: { platform: 'uber', country: 'mx', identifier: 'maria.lopez@example.com' },
  refusals: { loginMethod: ['beat', 'password'], country: ['beat', 'ar'], identifier: ['not-an-email', 'invalid_email'] },
});
