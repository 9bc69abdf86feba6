import { describeGigFamilyErrors, gigFamily } from '@gig/platform-http/testing';
import { deliveryFamily } from './index';

describeGigFamilyErrors('delivery', {
  family: gigFamily(deliveryFamily, __dirname),
  worker: { platform: 'rappi', country: 'co', identifier: '3001234567' },
  refusals: { loginMethod: ['ifood', 'password'], country: ['ifood', 'mx'], identifier: ['12345', 'invalid_phone_number'] },
});
