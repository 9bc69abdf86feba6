import { describeFamilyDescriptor } from '@gig/platform-http/testing';
import { deliveryFamily } from './index';

describeFamilyDescriptor('deliveryFamily', deliveryFamily, {
  family: 'delivery', protocol: 'gig', envVar: 'DELIVERY_URL', host: 'delivery', platforms: ['rappi', 'didi_food', 'uber_eats', 'cornershop', 'ifood'],
});
